/** `GET items/details/{id}`: an item with its store's details. */
import type { z } from "zod";

import type { ApiClient } from "../client/create-client";
import type { CallOptions } from "../client/request-types";
import { secondary } from "../schemas/drift";
import { itemSchema } from "../schemas/item";
import { reviewSchema } from "../schemas/review";
import { storeSchema } from "../schemas/store";
import { wireArray } from "../schemas/wire";

/**
 * `items/details/{id}`: the item plus `store_details` and its latest published `reviews` (each with the
 * full URLs of its photos, `attachment_full_url`).
 */
export const itemDetailsSchema = itemSchema.extend({
  store_details: storeSchema.nullish(),
  reviews: secondary(wireArray(reviewSchema)),
});

/** An item with its store details. */
export type ItemDetails = z.infer<typeof itemDetailsSchema>;

/**
 * `GET items/details/{id}` (id or slug). Not found: `HttpError` 404 code "product-001".
 *
 * @example
 * const item = await getItemDetails(client, "fresh-milk-1l");
 */
export async function getItemDetails(
  client: ApiClient,
  idOrSlug: number | string,
  options: CallOptions = {},
): Promise<ItemDetails> {
  return await client.request({
    method: "GET",
    path: `items/details/${encodeURIComponent(String(idOrSlug))}`,
    schema: itemDetailsSchema,
    ...options,
  });
}

/** `GET items/details/{id}`: an item with its store's details. */
import type { z } from "zod";

import type { ApiClient } from "../client/create-client";
import type { CallOptions } from "../client/request-types";
import { itemSchema } from "../schemas/item";
import { storeSchema } from "../schemas/store";

/** `items/details/{id}`: the item plus `store_details`. */
export const itemDetailsSchema = itemSchema.extend({ store_details: storeSchema.nullish() });

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

/** Recommendation calls: recommended, cart-suggested and related items. */
import type { ApiClient } from "../client/create-client";
import type { CallOptions } from "../client/request-types";
import type { Item } from "../schemas/item";
import type { PagedItems } from "../schemas/search";
import type { ListParams } from "./list-params";
import { itemSchema } from "../schemas/item";
import { pagedItemsSchema } from "../schemas/search";
import { wireArray } from "../schemas/wire";
import { pageQuery } from "./item-paging";

/**
 * `GET items/recommended` (spec: filter all, limit 15, offset 1); the list is under `items`.
 *
 * @example
 * const { items } = await getRecommendedItems(client);
 */
export async function getRecommendedItems(
  client: ApiClient,
  params: ListParams & {
    store_id?: number | undefined;
    filter?: "all" | "new_arrival" | "top_rated" | "best_selling" | undefined;
  } = {},
  options: CallOptions = {},
): Promise<PagedItems> {
  return await client.request({
    method: "GET",
    path: "items/recommended",
    schema: pagedItemsSchema,
    query: { ...pageQuery(params, 15), store_id: params.store_id, filter: params.filter ?? "all" },
    ...options,
  });
}

/**
 * `GET items/suggested?store_id=`: cart upsell from the same store; the list is under `items`.
 *
 * @example
 * const { items } = await getCartSuggestedItems(client, { store_id: 3 });
 */
export async function getCartSuggestedItems(
  client: ApiClient,
  params: ListParams & { store_id: number; recommended?: number | undefined },
  options: CallOptions = {},
): Promise<PagedItems> {
  return await client.request({
    method: "GET",
    path: "items/suggested",
    schema: pagedItemsSchema,
    query: { ...pageQuery(params, 10), store_id: params.store_id, recommended: params.recommended },
    ...options,
  });
}

/**
 * `GET items/related-items/{id}`.
 *
 * @example
 * const related = await getRelatedItems(client, 7);
 */
export async function getRelatedItems(
  client: ApiClient,
  itemId: number,
  options: CallOptions = {},
): Promise<Item[]> {
  return await client.request({
    method: "GET",
    path: `items/related-items/${String(itemId)}`,
    schema: wireArray(itemSchema),
    ...options,
  });
}

/**
 * `GET items/related-store-items/{id}`.
 *
 * @example
 * const more = await getRelatedStoreItems(client, 7);
 */
export async function getRelatedStoreItems(
  client: ApiClient,
  itemId: number,
  options: CallOptions = {},
): Promise<Item[]> {
  return await client.request({
    method: "GET",
    path: `items/related-store-items/${String(itemId)}`,
    schema: wireArray(itemSchema),
    ...options,
  });
}

/** Item calls (`items/*`). Lists answer `products`, except recommended and suggested (`items`). */
import type { z } from "zod";

import type { ApiClient } from "../client/create-client";
import type { CallOptions, QueryValue } from "../client/request-types";
import type { Item } from "../schemas/item";
import type {
  ItemSearchSuggestionResponse,
  PagedItems,
  PagedProducts,
  SearchSuggestions,
} from "../schemas/search";
import type { ListParams } from "./catalogue";
import { itemSchema } from "../schemas/item";
import {
  itemSearchSuggestionResponseSchema,
  pagedItemsSchema,
  pagedProductsSchema,
  searchSuggestionsSchema,
} from "../schemas/search";
import { storeSchema } from "../schemas/store";
import { wireArray } from "../schemas/wire";

function pageQuery(params: ListParams, limit: number): Record<string, QueryValue> {
  return { offset: params.offset ?? 1, limit: params.limit ?? limit, type: params.type ?? "all" };
}

function getProducts(
  client: ApiClient,
  path: string,
  query: Record<string, QueryValue>,
  options: CallOptions,
): Promise<PagedProducts> {
  return client.request({ method: "GET", path, schema: pagedProductsSchema, query, ...options });
}

/** Price range and exclusion filters of the store/new-arrival lists. */
export interface PriceFilterParams extends ListParams {
  min_price?: number | undefined;
  max_price?: number | undefined;
  product_id?: number | undefined;
}

/**
 * `GET items/popular`.
 *
 * @example
 * const { products } = await getPopularItems(client, { offset: 1, limit: 12 });
 */
export async function getPopularItems(
  client: ApiClient,
  params: ListParams = {},
  options: CallOptions = {},
): Promise<PagedProducts> {
  return await getProducts(client, "items/popular", pageQuery(params, 12), options);
}

/**
 * `GET items/latest`: ONE store's item list (`store_id` and `category_id`, 0 = all categories).
 *
 * @example
 * const { products } = await getStoreItems(client, { store_id: 3, category_id: 0, offset: 1, limit: 12 });
 */
export async function getStoreItems(
  client: ApiClient,
  params: PriceFilterParams & { store_id: number | string; category_id: number | string },
  options: CallOptions = {},
): Promise<PagedProducts> {
  return await getProducts(
    client,
    "items/latest",
    {
      ...pageQuery(params, 12),
      store_id: params.store_id,
      category_id: params.category_id,
      min_price: params.min_price,
      max_price: params.max_price,
      product_id: params.product_id,
    },
    options,
  );
}

/**
 * `GET items/new-arrival`.
 *
 * @example
 * const { products } = await getNewArrivals(client, { limit: 10 });
 */
export async function getNewArrivals(
  client: ApiClient,
  params: PriceFilterParams = {},
  options: CallOptions = {},
): Promise<PagedProducts> {
  return await getProducts(
    client,
    "items/new-arrival",
    {
      ...pageQuery(params, 10),
      min_price: params.min_price,
      max_price: params.max_price,
      product_id: params.product_id,
    },
    options,
  );
}

/**
 * `GET items/most-reviewed`.
 *
 * @example
 * const { products } = await getMostReviewedItems(client);
 */
export async function getMostReviewedItems(
  client: ApiClient,
  params: ListParams = {},
  options: CallOptions = {},
): Promise<PagedProducts> {
  return await getProducts(client, "items/most-reviewed", pageQuery(params, 12), options);
}

/**
 * `GET items/discounted` (spec: limit 15).
 *
 * @example
 * const { products } = await getDiscountedItems(client);
 */
export async function getDiscountedItems(
  client: ApiClient,
  params: ListParams & { category_ids?: readonly number[] | undefined } = {},
  options: CallOptions = {},
): Promise<PagedProducts> {
  return await getProducts(
    client,
    "items/discounted",
    { ...pageQuery(params, 15), category_ids: params.category_ids },
    options,
  );
}

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

/** `items/search` filters. */
export interface ItemSearchParams extends ListParams {
  name: string;
  category_id?: number | undefined;
  category_ids?: readonly number[] | undefined;
  store_id?: number | undefined;
  filter?: string | undefined;
  min_price?: number | undefined;
  max_price?: number | undefined;
  rating_count?: number | undefined;
}

/**
 * `GET items/search?name=`. Retries once (the spec's search retry), in the client.
 *
 * @example
 * const { products } = await searchItems(client, { name: "milk" });
 */
export async function searchItems(
  client: ApiClient,
  params: ItemSearchParams,
  options: CallOptions = {},
): Promise<PagedProducts> {
  const { name, category_id, category_ids, store_id, filter, min_price, max_price, rating_count } =
    params;
  return await getProducts(
    client,
    "items/search",
    {
      ...pageQuery(params, 12),
      name,
      category_id,
      category_ids,
      store_id,
      filter,
      min_price,
      max_price,
      rating_count,
    },
    { retry: 1, ...options },
  );
}

/**
 * `GET items/search-suggestion?name=`: `{ products: [{ name, image }] }`.
 *
 * @example
 * const { products } = await getItemSearchSuggestions(client, "mil");
 */
export async function getItemSearchSuggestions(
  client: ApiClient,
  name: string,
  options: CallOptions = {},
): Promise<ItemSearchSuggestionResponse> {
  return await client.request({
    method: "GET",
    path: "items/search-suggestion",
    schema: itemSearchSuggestionResponseSchema,
    query: { name },
    retry: 1,
    ...options,
  });
}

/**
 * `GET items/item-or-store-search?name=`: search suggestions, `{ items, stores }` (needs latitude/longitude).
 *
 * @example
 * const { items, stores } = await searchItemsAndStores(client, "pizza");
 */
export async function searchItemsAndStores(
  client: ApiClient,
  name: string,
  options: CallOptions = {},
): Promise<SearchSuggestions> {
  return await client.request({
    method: "GET",
    path: "items/item-or-store-search",
    schema: searchSuggestionsSchema,
    query: { name },
    retry: 1,
    ...options,
  });
}

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

/**
 * `GET items/basic`.
 *
 * @example
 * const { products } = await getBasicItems(client, { offset: 1, limit: 12 });
 */
export async function getBasicItems(
  client: ApiClient,
  params: PriceFilterParams & {
    store_id?: number | undefined;
    category_id?: number | undefined;
  } = {},
  options: CallOptions = {},
): Promise<PagedProducts> {
  const { store_id, category_id, min_price, max_price, product_id } = params;
  return await getProducts(
    client,
    "items/basic",
    { ...pageQuery(params, 12), store_id, category_id, min_price, max_price, product_id },
    options,
  );
}

/**
 * `GET items/common-conditions?store_id=`: a store's items that have a condition and a brand.
 *
 * @example
 * const { products } = await getStoreConditionItems(client, { store_id: 3 });
 */
export async function getStoreConditionItems(
  client: ApiClient,
  params: ListParams & { store_id: number | string },
  options: CallOptions = {},
): Promise<PagedProducts> {
  return await getProducts(
    client,
    "items/common-conditions",
    { ...pageQuery(params, 20), store_id: params.store_id },
    options,
  );
}

/** `items/get-products` parameters. */
export interface ItemsByTypeParams extends PriceFilterParams {
  data_type: "searched" | "discounted" | "new" | "category";
  name?: string | undefined;
  filter?: string | undefined;
  category_ids?: readonly number[] | undefined;
  rating_count?: number | undefined;
}

/**
 * `GET items/get-products`: items by `data_type` (searched, discounted, new, category).
 *
 * @example
 * const { products } = await getItemsByType(client, { data_type: "discounted" });
 */
export async function getItemsByType(
  client: ApiClient,
  params: ItemsByTypeParams,
  options: CallOptions = {},
): Promise<PagedProducts> {
  const { data_type, name, filter, category_ids, rating_count, min_price, max_price, product_id } =
    params;
  return await getProducts(
    client,
    "items/get-products",
    {
      ...pageQuery(params, 10),
      data_type,
      name,
      filter,
      category_ids,
      rating_count,
      min_price,
      max_price,
      product_id,
    },
    options,
  );
}

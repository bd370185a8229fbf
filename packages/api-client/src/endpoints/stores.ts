/** Store calls (`stores/*`): paged lists under `stores`, details and popular items. */
import * as z from "zod";

import type { ApiClient } from "../client/create-client";
import type { CallOptions, QueryValue } from "../client/request-types";
import type { Item } from "../schemas/item";
import type { PagedStores } from "../schemas/search";
import type { ListParams } from "./list-params";
import { itemSchema } from "../schemas/item";
import { pagedStoresSchema } from "../schemas/search";
import { storeSchema } from "../schemas/store";
import { wireAmount, wireArray, wireNumber } from "../schemas/wire";
import { listQuery } from "./list-params";

function pageQuery(params: ListParams, limit: number): Record<string, QueryValue> {
  return listQuery(params, limit);
}

function getStoresPage(
  client: ApiClient,
  path: string,
  query: Record<string, QueryValue>,
  options: CallOptions,
): Promise<PagedStores> {
  return client.request({ method: "GET", path, schema: pagedStoresSchema, query, ...options });
}

/** `stores/get-stores/{filter}` parameters. */
export interface StoresParams extends ListParams {
  store_type?: "all" | "newly_joined" | "popular" | "top_rated" | undefined;
  featured?: boolean | undefined;
}

/**
 * `GET stores/get-stores/{all|delivery|take_away}` (all-stores list: 20 per page).
 *
 * @example
 * const { stores, total_size } = await getStores(client, "all", { store_type: "all", offset: 1 });
 */
export async function getStores(
  client: ApiClient,
  filter: "all" | "delivery" | "take_away" = "all",
  params: StoresParams = {},
  options: CallOptions = {},
): Promise<PagedStores> {
  return await getStoresPage(
    client,
    `stores/get-stores/${filter}`,
    {
      ...pageQuery(params, 20),
      store_type: params.store_type,
      featured: params.featured ? 1 : undefined,
    },
    options,
  );
}

/**
 * `GET stores/latest` (spec: 12 per page).
 *
 * @example
 * const { stores } = await getLatestStores(client);
 */
export async function getLatestStores(
  client: ApiClient,
  params: ListParams = {},
  options: CallOptions = {},
): Promise<PagedStores> {
  return await getStoresPage(client, "stores/latest", pageQuery(params, 12), options);
}

/**
 * `GET stores/popular` (spec: 12 per page).
 *
 * @example
 * const { stores } = await getPopularStores(client);
 */
export async function getPopularStores(
  client: ApiClient,
  params: ListParams = {},
  options: CallOptions = {},
): Promise<PagedStores> {
  return await getStoresPage(client, "stores/popular", pageQuery(params, 12), options);
}

/**
 * `GET stores/discounted`.
 *
 * @example
 * const { stores } = await getDiscountedStores(client);
 */
export async function getDiscountedStores(
  client: ApiClient,
  params: ListParams = {},
  options: CallOptions = {},
): Promise<PagedStores> {
  return await getStoresPage(client, "stores/discounted", pageQuery(params, 12), options);
}

/**
 * `GET stores/top-rated`.
 *
 * @example
 * const { stores } = await getTopRatedStores(client);
 */
export async function getTopRatedStores(
  client: ApiClient,
  params: ListParams = {},
  options: CallOptions = {},
): Promise<PagedStores> {
  return await getStoresPage(client, "stores/top-rated", pageQuery(params, 12), options);
}

/**
 * `GET stores/recommended`.
 *
 * @example
 * const { stores } = await getRecommendedStores(client);
 */
export async function getRecommendedStores(
  client: ApiClient,
  params: ListParams = {},
  options: CallOptions = {},
): Promise<PagedStores> {
  return await getStoresPage(client, "stores/recommended", pageQuery(params, 12), options);
}

/**
 * `GET stores/top-offer-near-me`.
 *
 * @example
 * const { stores } = await getTopOfferStores(client, { sort_by: "asc" });
 */
export async function getTopOfferStores(
  client: ApiClient,
  params: ListParams & {
    name?: string | undefined;
    sort_by?: "asc" | "desc" | undefined;
    halal?: boolean | undefined;
  } = {},
  options: CallOptions = {},
): Promise<PagedStores> {
  return await getStoresPage(
    client,
    "stores/top-offer-near-me",
    {
      ...pageQuery(params, 12),
      name: params.name,
      sort_by: params.sort_by,
      halal: params.halal ? 1 : undefined,
    },
    options,
  );
}

/**
 * `GET stores/search?name=`. Retries once (the spec's search retry), in the client.
 *
 * @example
 * const { stores } = await searchStores(client, { name: "pizza" });
 */
export async function searchStores(
  client: ApiClient,
  params: ListParams & { name: string; category_id?: number | undefined },
  options: CallOptions = {},
): Promise<PagedStores> {
  return await getStoresPage(
    client,
    "stores/search",
    { ...pageQuery(params, 12), name: params.name, category_id: params.category_id },
    { retry: 1, ...options },
  );
}

/** `stores/details/{id}`: the store plus categories, price range and coupons; null when the server says `{}`. */
export const storeDetailsSchema = z.preprocess(
  (value: unknown) =>
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).length === 0
      ? null
      : value,
  storeSchema
    .extend({
      category_ids: wireArray(wireNumber).optional(),
      price_range: wireArray(
        z.looseObject({ min_price: wireAmount, max_price: wireAmount }),
      ).optional(),
      schedules: wireArray(
        z.looseObject({ day: wireNumber, opening_time: z.string(), closing_time: z.string() }),
      ).optional(),
    })
    .nullable(),
);
/** A store with its details, or null (not found). */
export type StoreDetails = z.infer<typeof storeDetailsSchema>;

/**
 * `GET stores/details/{id}` (id or slug); null when the store does not exist.
 *
 * @example
 * const store = await getStoreDetails(client, "fresh-mart");
 */
export async function getStoreDetails(
  client: ApiClient,
  idOrSlug: number | string,
  options: CallOptions = {},
): Promise<StoreDetails> {
  return await client.request({
    method: "GET",
    path: `stores/details/${encodeURIComponent(String(idOrSlug))}`,
    schema: storeDetailsSchema,
    ...options,
  });
}

/**
 * `GET stores/popular-items/{id}`: up to 10 items.
 *
 * @example
 * const items = await getStorePopularItems(client, 3);
 */
export async function getStorePopularItems(
  client: ApiClient,
  idOrSlug: number | string,
  options: CallOptions = {},
): Promise<Item[]> {
  return await client.request({
    method: "GET",
    path: `stores/popular-items/${encodeURIComponent(String(idOrSlug))}`,
    schema: wireArray(itemSchema),
    ...options,
  });
}

/** `stores/get-data` parameters. */
export interface StoresDataParams extends ListParams {
  data_type?: "searched" | "discounted" | "category" | undefined;
  name?: string | undefined;
  category_ids?: readonly number[] | undefined;
  filter?: string | undefined;
  rating_count?: number | undefined;
  filter_data?: string | undefined;
  store_type?: string | undefined;
  featured?: boolean | undefined;
}

/**
 * `GET stores/get-data`: the combined store list (searched, discounted, by category or default).
 *
 * @example
 * const { stores } = await getStoresData(client, { data_type: "discounted" });
 */
export async function getStoresData(
  client: ApiClient,
  params: StoresDataParams = {},
  options: CallOptions = {},
): Promise<PagedStores> {
  const { data_type, name, category_ids, filter, rating_count, filter_data, store_type, featured } =
    params;
  return await getStoresPage(
    client,
    "stores/get-data",
    {
      ...pageQuery(params, 12),
      data_type,
      name,
      category_ids,
      filter,
      rating_count,
      filter_data,
      store_type,
      featured: featured ? 1 : undefined,
    },
    options,
  );
}

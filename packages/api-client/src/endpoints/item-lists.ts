/** Item list calls: popular, new, most reviewed, discounted, basic, by type and a store's items. */
import type { ApiClient } from "../client/create-client";
import type { CallOptions } from "../client/request-types";
import type { PagedProducts } from "../schemas/search";
import type { ListParams } from "./list-params";
import { getProducts, pageQuery } from "./item-paging";

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

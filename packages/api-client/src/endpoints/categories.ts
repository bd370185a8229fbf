/** Category calls: the category tree, popular and featured categories, and their items and stores. */
import type { ApiClient } from "../client/create-client";
import type { CallOptions } from "../client/request-types";
import type { Category, SubCategory } from "../schemas/category";
import type { Item } from "../schemas/item";
import type { PagedProducts, PagedStores } from "../schemas/search";
import type { ListParams } from "./list-params";
import { categorySchema, subCategorySchema } from "../schemas/category";
import { itemSchema } from "../schemas/item";
import { pagedProductsSchema, pagedStoresSchema } from "../schemas/search";
import { wireArray } from "../schemas/wire";
import { listQuery } from "./list-params";

/**
 * `GET categories` (`featured: true` for the featured categories).
 *
 * @example
 * const categories = await getCategories(client);
 */
export async function getCategories(
  client: ApiClient,
  params: { featured?: boolean | undefined } = {},
  options: CallOptions = {},
): Promise<Category[]> {
  return await client.request({
    method: "GET",
    path: "categories",
    schema: wireArray(categorySchema),
    query: { featured: params.featured ? 1 : undefined },
    ...options,
  });
}

/**
 * `GET categories/childes/{id}`: sub-categories.
 *
 * @example
 * const children = await getChildCategories(client, 3);
 */
export async function getChildCategories(
  client: ApiClient,
  categoryId: number,
  options: CallOptions = {},
): Promise<SubCategory[]> {
  return await client.request({
    method: "GET",
    path: `categories/childes/${String(categoryId)}`,
    schema: wireArray(subCategorySchema),
    ...options,
  });
}

/**
 * `GET categories/popular`.
 *
 * @example
 * const popular = await getPopularCategories(client);
 */
export async function getPopularCategories(
  client: ApiClient,
  options: CallOptions = {},
): Promise<Category[]> {
  return await client.request({
    method: "GET",
    path: "categories/popular",
    schema: wireArray(categorySchema),
    ...options,
  });
}

/**
 * `GET categories/items/{id}` (category detail page: 20 per page).
 *
 * @example
 * const { products, total_size } = await getCategoryItems(client, 3, { offset: 1 });
 */
export async function getCategoryItems(
  client: ApiClient,
  categoryId: number,
  params: ListParams = {},
  options: CallOptions = {},
): Promise<PagedProducts> {
  return await client.request({
    method: "GET",
    path: `categories/items/${String(categoryId)}`,
    schema: pagedProductsSchema,
    query: listQuery(params, 20),
    ...options,
  });
}

/**
 * `GET categories/stores/{id}`.
 *
 * @example
 * const { stores } = await getCategoryStores(client, 3, { offset: 1 });
 */
export async function getCategoryStores(
  client: ApiClient,
  categoryId: number,
  params: ListParams = {},
  options: CallOptions = {},
): Promise<PagedStores> {
  return await client.request({
    method: "GET",
    path: `categories/stores/${String(categoryId)}`,
    schema: pagedStoresSchema,
    query: listQuery(params, 20),
    ...options,
  });
}

/**
 * `GET categories/items/{id}/all`: every item of a category, unpaged.
 *
 * @example
 * const items = await getCategoryAllItems(client, 12);
 */
export async function getCategoryAllItems(
  client: ApiClient,
  categoryId: number,
  options: CallOptions = {},
): Promise<Item[]> {
  return await client.request({
    method: "GET",
    path: `categories/items/${String(categoryId)}/all`,
    schema: wireArray(itemSchema),
    ...options,
  });
}

/**
 * `GET categories/items/list?category_ids=[…]`: items of several categories.
 *
 * @example
 * const { products } = await getCategoriesItems(client, [12, 14]);
 */
export async function getCategoriesItems(
  client: ApiClient,
  categoryIds: readonly number[],
  params: ListParams = {},
  options: CallOptions = {},
): Promise<PagedProducts> {
  return await client.request({
    method: "GET",
    path: "categories/items/list",
    schema: pagedProductsSchema,
    query: { ...listQuery(params, 20), category_ids: categoryIds },
    ...options,
  });
}

/**
 * `GET categories/stores/list?category_ids=[…]`: stores of several categories.
 *
 * @example
 * const { stores } = await getCategoriesStores(client, [12, 14]);
 */
export async function getCategoriesStores(
  client: ApiClient,
  categoryIds: readonly number[],
  params: ListParams = {},
  options: CallOptions = {},
): Promise<PagedStores> {
  return await client.request({
    method: "GET",
    path: "categories/stores/list",
    schema: pagedStoresSchema,
    query: { ...listQuery(params, 20), category_ids: categoryIds },
    ...options,
  });
}

/**
 * `GET categories/featured/items`: featured categories with their products.
 *
 * @example
 * const { categories, products } = await getFeaturedCategoryItems(client);
 */
export async function getFeaturedCategoryItems(
  client: ApiClient,
  params: ListParams = {},
  options: CallOptions = {},
): Promise<PagedProducts> {
  return await client.request({
    method: "GET",
    path: "categories/featured/items",
    schema: pagedProductsSchema,
    query: listQuery(params, 20),
    ...options,
  });
}

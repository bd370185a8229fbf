/** Catalogue calls: banners, categories, brands, conditions, advertisements and the listing search. */
import type { ApiClient } from "../client/create-client";
import type { CallOptions } from "../client/request-types";
import type {
  Advertisement,
  Banner,
  BannersResponse,
  PromotionalBannerData,
  VideoContent,
  WhyChooseResponse,
} from "../schemas/banner";
import type { Brand } from "../schemas/brand";
import type { Category, SubCategory } from "../schemas/category";
import type { Item } from "../schemas/item";
import type { PagedProducts, PagedStores, SearchResponse } from "../schemas/search";
import type { Condition } from "../schemas/zone";
import type { PageParams, VegType } from "./call";
import {
  advertisementSchema,
  bannerSchema,
  bannersResponseSchema,
  promotionalBannerDataSchema,
  videoContentSchema,
  whyChooseResponseSchema,
} from "../schemas/banner";
import { brandSchema } from "../schemas/brand";
import { categorySchema, subCategorySchema } from "../schemas/category";
import { itemSchema } from "../schemas/item";
import { pagedProductsSchema, pagedStoresSchema, searchResponseSchema } from "../schemas/search";
import { wireArray } from "../schemas/wire";
import { conditionSchema } from "../schemas/zone";

/** Paging plus the food module's veg filter. */
export interface ListParams extends PageParams {
  type?: VegType | undefined;
}

function listQuery(params: ListParams, limit: number) {
  return { offset: params.offset ?? 1, limit: params.limit ?? limit, type: params.type ?? "all" };
}

/**
 * `GET banners` (`featured` for the featured set): `{ campaigns, banners }`.
 *
 * @example
 * const { banners, campaigns } = await getBanners(client);
 */
export async function getBanners(
  client: ApiClient,
  params: { featured?: boolean | undefined } = {},
  options: CallOptions = {},
): Promise<BannersResponse> {
  return await client.request({
    method: "GET",
    path: "banners",
    schema: bannersResponseSchema,
    query: { featured: params.featured ? 1 : undefined },
    ...options,
  });
}

/**
 * `GET banners/{store_id}`: banners created by one store.
 *
 * @example
 * const banners = await getStoreBanners(client, 3);
 */
export async function getStoreBanners(
  client: ApiClient,
  storeId: number,
  options: CallOptions = {},
): Promise<Banner[]> {
  return await client.request({
    method: "GET",
    path: `banners/${String(storeId)}`,
    schema: wireArray(bannerSchema),
    ...options,
  });
}

/**
 * `GET other-banners`: promotional banners of the context's module.
 *
 * @example
 * const { bottom_section_banner_full_url } = await getPromotionalBanners(client);
 */
export async function getPromotionalBanners(
  client: ApiClient,
  options: CallOptions = {},
): Promise<PromotionalBannerData> {
  return await client.request({
    method: "GET",
    path: "other-banners",
    schema: promotionalBannerDataSchema,
    ...options,
  });
}

/**
 * `GET other-banners/video-content`.
 *
 * @example
 * const { banner_type } = await getVideoContent(client);
 */
export async function getVideoContent(
  client: ApiClient,
  options: CallOptions = {},
): Promise<VideoContent> {
  return await client.request({
    method: "GET",
    path: "other-banners/video-content",
    schema: videoContentSchema,
    ...options,
  });
}

/**
 * `GET other-banners/why-choose`.
 *
 * @example
 * const { banners } = await getWhyChoose(client);
 */
export async function getWhyChoose(
  client: ApiClient,
  options: CallOptions = {},
): Promise<WhyChooseResponse> {
  return await client.request({
    method: "GET",
    path: "other-banners/why-choose",
    schema: whyChooseResponseSchema,
    ...options,
  });
}

/**
 * `GET advertisement/list`.
 *
 * @example
 * const ads = await getAdvertisements(client);
 */
export async function getAdvertisements(
  client: ApiClient,
  options: CallOptions = {},
): Promise<Advertisement[]> {
  return await client.request({
    method: "GET",
    path: "advertisement/list",
    schema: wireArray(advertisementSchema),
    ...options,
  });
}

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
 * `GET brand`: brands with `items_count`.
 *
 * @example
 * const brands = await getBrands(client);
 */
export async function getBrands(client: ApiClient, options: CallOptions = {}): Promise<Brand[]> {
  return await client.request({
    method: "GET",
    path: "brand",
    schema: wireArray(brandSchema),
    ...options,
  });
}

/**
 * `GET brand/items/{id}`.
 *
 * @example
 * const { products } = await getBrandItems(client, 4, { offset: 1, limit: 12 });
 */
export async function getBrandItems(
  client: ApiClient,
  brandId: number | string,
  params: ListParams = {},
  options: CallOptions = {},
): Promise<PagedProducts> {
  return await client.request({
    method: "GET",
    path: `brand/items/${String(brandId)}`,
    schema: pagedProductsSchema,
    query: listQuery(params, 12),
    ...options,
  });
}

/**
 * `GET common-condition`: conditions with `items_count`.
 *
 * @example
 * const conditions = await getConditions(client);
 */
export async function getConditions(
  client: ApiClient,
  options: CallOptions = {},
): Promise<Condition[]> {
  return await client.request({
    method: "GET",
    path: "common-condition",
    schema: wireArray(conditionSchema),
    ...options,
  });
}

/**
 * `GET common-condition/list`: `[{ id, name }]`.
 *
 * @example
 * const list = await getConditionList(client);
 */
export async function getConditionList(
  client: ApiClient,
  options: CallOptions = {},
): Promise<Condition[]> {
  return await client.request({
    method: "GET",
    path: "common-condition/list",
    schema: wireArray(conditionSchema),
    ...options,
  });
}

/**
 * `GET common-condition/items/{id}` (condition products: limit 20, offset 1).
 *
 * @example
 * const { products } = await getConditionItems(client, 2);
 */
export async function getConditionItems(
  client: ApiClient,
  conditionId: number,
  params: ListParams = {},
  options: CallOptions = {},
): Promise<PagedProducts> {
  return await client.request({
    method: "GET",
    path: `common-condition/items/${String(conditionId)}`,
    schema: pagedProductsSchema,
    query: listQuery(params, 20),
    ...options,
  });
}

/** The listing search parameters (`GET get-combined-data`). */
export interface SearchParams extends PageParams {
  list_type: "item" | "store";
  data_type?: string | undefined;
  /** Sent only when `data_type` is "searched". */
  name?: string | undefined;
  type?: VegType | undefined;
  category_ids?: readonly number[] | undefined;
  brand_ids?: readonly number[] | undefined;
  filter?: readonly string[] | undefined;
  rating_count?: number | undefined;
  min_price?: number | undefined;
  max_price?: number | undefined;
}

/**
 * `GET get-combined-data`: the listing search (12 per page). `category_ids`, `brand_ids` and `filter` are sent
 * as JSON arrays. Retries once (the spec's search retry), in the client.
 *
 * @example
 * const { products, total_size } = await search(client, { list_type: "item", data_type: "searched", name: "milk" });
 */
export async function search(
  client: ApiClient,
  params: SearchParams,
  options: CallOptions = {},
): Promise<SearchResponse> {
  return await client.request({
    method: "GET",
    path: "get-combined-data",
    schema: searchResponseSchema,
    query: {
      list_type: params.list_type,
      data_type: params.data_type,
      name: params.data_type === "searched" ? params.name : undefined,
      type: params.type,
      offset: params.offset ?? 1,
      limit: params.limit ?? 12,
      category_ids: params.category_ids,
      brand_ids: params.brand_ids,
      filter: params.filter,
      rating_count: params.rating_count,
      min_price: params.min_price,
      max_price: params.max_price,
    },
    retry: 1,
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

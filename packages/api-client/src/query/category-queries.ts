/** Query options for categories and their item and store listings. */
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";

import type { ApiClient } from "../client/create-client";
import type { ListParams } from "../endpoints/catalogue";
import type { Category, SubCategory } from "../schemas/category";
import type { PagedProducts, PagedStores } from "../schemas/search";
import type { ScopedKey } from "./keys";
import type { MarketplaceInfiniteQueryOptions, MarketplaceQueryOptions } from "./option-types";
import {
  getCategories,
  getCategoryItems,
  getCategoryStores,
  getChildCategories,
} from "../endpoints/catalogue";
import { marketplaceKeys as keys, scopedKey } from "./keys";
import { FIRST_PAGE, nextPageNumber } from "./paging";
import { cacheTimes, NO_QUERY_RETRY } from "./policies";

/** List parameters without the page number (the infinite query supplies it). */
export type InfiniteListParams = Omit<ListParams, "offset">;

/**
 * `GET categories`: 5 minutes; featured categories 8 minutes.
 *
 * @example
 * const { data: categories } = useQuery(categoriesQueryOptions(client));
 */
export function categoriesQueryOptions(
  client: ApiClient,
  featured = false,
): MarketplaceQueryOptions<Category[], ScopedKey<ReturnType<typeof keys.categories.list>>> {
  return queryOptions({
    queryKey: scopedKey(client, keys.categories.list(featured)),
    queryFn: ({ signal }) => getCategories(client, { featured }, { signal }),
    ...(featured ? cacheTimes.featuredCategories : cacheTimes.categories),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET categories/childes/{id}` (5 minutes, like categories).
 *
 * @example
 * const { data } = useQuery(childCategoriesQueryOptions(client, 12));
 */
export function childCategoriesQueryOptions(
  client: ApiClient,
  categoryId: number,
): MarketplaceQueryOptions<SubCategory[], ScopedKey<ReturnType<typeof keys.categories.children>>> {
  return queryOptions({
    queryKey: scopedKey(client, keys.categories.children(categoryId)),
    queryFn: ({ signal }) => getChildCategories(client, categoryId, { signal }),
    ...cacheTimes.categories,
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET categories/items/{id}`, page by page.
 *
 * @example
 * const { data, fetchNextPage } = useInfiniteQuery(categoryItemsInfiniteQueryOptions(client, 12));
 */
export function categoryItemsInfiniteQueryOptions(
  client: ApiClient,
  categoryId: number,
  params: InfiniteListParams = {},
): MarketplaceInfiniteQueryOptions<
  PagedProducts,
  ScopedKey<ReturnType<typeof keys.categories.items>>
> {
  return infiniteQueryOptions({
    queryKey: scopedKey(client, keys.categories.items(categoryId, params)),
    queryFn: ({ pageParam, signal }) =>
      getCategoryItems(client, categoryId, { ...params, offset: pageParam }, { signal }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, all) => nextPageNumber(last.products, all),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET categories/stores/{id}`, page by page.
 *
 * @example
 * const { data } = useInfiniteQuery(categoryStoresInfiniteQueryOptions(client, 12));
 */
export function categoryStoresInfiniteQueryOptions(
  client: ApiClient,
  categoryId: number,
  params: InfiniteListParams = {},
): MarketplaceInfiniteQueryOptions<
  PagedStores,
  ScopedKey<ReturnType<typeof keys.categories.stores>>
> {
  return infiniteQueryOptions({
    queryKey: scopedKey(client, keys.categories.stores(categoryId, params)),
    queryFn: ({ pageParam, signal }) =>
      getCategoryStores(client, categoryId, { ...params, offset: pageParam }, { signal }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, all) => nextPageNumber(last.stores, all),
    ...NO_QUERY_RETRY,
  });
}

/** Query factories for items and stores. */
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";

import type { ApiClient } from "../client/create-client";
import type { CallOptions } from "../client/request-types";
import type { ListParams } from "../endpoints/catalogue";
import type { ItemDetails, PriceFilterParams } from "../endpoints/items";
import type { StoreDetails, StoresParams } from "../endpoints/stores";
import type { Item } from "../schemas/item";
import type { PagedReviews, Review } from "../schemas/review";
import type { PagedItems, PagedProducts, PagedStores } from "../schemas/search";
import type { ScopedKey } from "./keys";
import type { MarketplaceInfiniteQueryOptions, MarketplaceQueryOptions } from "./option-types";
import {
  getDiscountedItems,
  getItemDetails,
  getMostReviewedItems,
  getNewArrivals,
  getPopularItems,
  getRecommendedItems,
  getRelatedStoreItems,
  getStoreItems,
} from "../endpoints/items";
import { getItemReviews, getStoreReviews } from "../endpoints/reviews";
import {
  getLatestStores,
  getPopularStores,
  getStoreDetails,
  getStorePopularItems,
  getStores,
  getTopOfferStores,
} from "../endpoints/stores";
import { marketplaceKeys as keys, scopedKey } from "./keys";
import { FIRST_PAGE, nextPageNumber } from "./paging";
import { NO_QUERY_RETRY } from "./policies";

const itemLists = {
  popular: getPopularItems,
  "new-arrival": getNewArrivals,
  "most-reviewed": getMostReviewedItems,
  discounted: getDiscountedItems,
} satisfies Record<
  string,
  (client: ApiClient, params: ListParams, options: CallOptions) => Promise<PagedProducts>
>;

/** The zone-wide item lists (`items/popular`, `items/new-arrival`, `items/most-reviewed`, `items/discounted`). */
export type ItemListKind = keyof typeof itemLists;

/**
 * One page of a zone-wide item list.
 *
 * @example
 * const { data } = useQuery(itemListQueryOptions(client, "popular", { limit: 12 }));
 */
export function itemListQueryOptions(
  client: ApiClient,
  kind: ItemListKind,
  params: ListParams = {},
): MarketplaceQueryOptions<PagedProducts, ScopedKey<ReturnType<typeof keys.items.list>>> {
  return queryOptions({
    queryKey: scopedKey(client, keys.items.list(kind, params)),
    queryFn: ({ signal }) => itemLists[kind](client, params, { signal }),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET items/recommended` (filter all, limit 15, offset 1).
 *
 * @example
 * const { data } = useQuery(recommendedItemsQueryOptions(client));
 */
export function recommendedItemsQueryOptions(
  client: ApiClient,
  params: Parameters<typeof getRecommendedItems>[1] = {},
): MarketplaceQueryOptions<PagedItems, ScopedKey<ReturnType<typeof keys.items.list>>> {
  return queryOptions({
    queryKey: scopedKey(client, keys.items.list("recommended", params)),
    queryFn: ({ signal }): Promise<PagedItems> => getRecommendedItems(client, params, { signal }),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET items/details/{id}`.
 *
 * @example
 * const { data: item } = useQuery(itemQueryOptions(client, "fresh-milk-1l"));
 */
export function itemQueryOptions(
  client: ApiClient,
  idOrSlug: number | string,
): MarketplaceQueryOptions<ItemDetails, ScopedKey<ReturnType<typeof keys.items.detail>>> {
  return queryOptions({
    queryKey: scopedKey(client, keys.items.detail(idOrSlug)),
    queryFn: ({ signal }) => getItemDetails(client, idOrSlug, { signal }),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET items/related-store-items/{id}`.
 *
 * @example
 * const { data } = useQuery(relatedStoreItemsQueryOptions(client, 7));
 */
export function relatedStoreItemsQueryOptions(
  client: ApiClient,
  itemId: number,
): MarketplaceQueryOptions<Item[], ScopedKey<ReturnType<typeof keys.items.related>>> {
  return queryOptions({
    queryKey: scopedKey(client, keys.items.related(itemId)),
    queryFn: ({ signal }) => getRelatedStoreItems(client, itemId, { signal }),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET items/reviews/{id}`, page by page.
 *
 * @example
 * const { data } = useInfiniteQuery(itemReviewsInfiniteQueryOptions(client, 7));
 */
export function itemReviewsInfiniteQueryOptions(
  client: ApiClient,
  itemId: number,
  limit = 10,
): MarketplaceInfiniteQueryOptions<PagedReviews, ScopedKey<ReturnType<typeof keys.items.reviews>>> {
  return infiniteQueryOptions({
    queryKey: scopedKey(client, keys.items.reviews(itemId, { limit })),
    queryFn: ({ pageParam, signal }) =>
      getItemReviews(client, itemId, { offset: pageParam, limit }, { signal }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, all) => nextPageNumber(last.reviews, all),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET stores/get-stores/{filter}`, page by page (20 per page).
 *
 * @example
 * const { data, fetchNextPage } = useInfiniteQuery(storesInfiniteQueryOptions(client, "all", { store_type: "all" }));
 */
export function storesInfiniteQueryOptions(
  client: ApiClient,
  filter: "all" | "delivery" | "take_away" = "all",
  params: Omit<StoresParams, "offset"> = {},
): MarketplaceInfiniteQueryOptions<PagedStores, ScopedKey<ReturnType<typeof keys.stores.list>>> {
  return infiniteQueryOptions({
    queryKey: scopedKey(client, keys.stores.list(filter, params)),
    queryFn: ({ pageParam, signal }) =>
      getStores(client, filter, { ...params, offset: pageParam }, { signal }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, all) => nextPageNumber(last.stores, all),
    ...NO_QUERY_RETRY,
  });
}

const storeLists = {
  latest: getLatestStores,
  popular: getPopularStores,
  "top-offer": getTopOfferStores,
};

/** The store lists of the home page (12 per page). */
export type StoreListKind = keyof typeof storeLists;

/**
 * One page of `stores/latest`, `stores/popular` or `stores/top-offer-near-me` (type all, offset 1, limit 12).
 *
 * @example
 * const { data } = useQuery(storeListQueryOptions(client, "popular"));
 */
export function storeListQueryOptions(
  client: ApiClient,
  kind: StoreListKind,
  params: ListParams = {},
): MarketplaceQueryOptions<PagedStores, ScopedKey<ReturnType<typeof keys.stores.list>>> {
  return queryOptions({
    queryKey: scopedKey(client, keys.stores.list(kind, params)),
    queryFn: ({ signal }) => storeLists[kind](client, params, { signal }),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET stores/details/{id}`.
 *
 * @example
 * const { data: store } = useQuery(storeQueryOptions(client, "spice-house"));
 */
export function storeQueryOptions(
  client: ApiClient,
  idOrSlug: number | string,
): MarketplaceQueryOptions<StoreDetails, ScopedKey<ReturnType<typeof keys.stores.detail>>> {
  return queryOptions({
    queryKey: scopedKey(client, keys.stores.detail(idOrSlug)),
    queryFn: ({ signal }) => getStoreDetails(client, idOrSlug, { signal }),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET items/latest` (one store's items), page by page.
 *
 * @example
 * const { data } = useInfiniteQuery(storeItemsInfiniteQueryOptions(client, 3, { category_id: 0 }));
 */
export function storeItemsInfiniteQueryOptions(
  client: ApiClient,
  storeId: number | string,
  params: Omit<PriceFilterParams, "offset"> & { category_id?: number | string | undefined } = {},
): MarketplaceInfiniteQueryOptions<PagedProducts, ScopedKey<ReturnType<typeof keys.stores.items>>> {
  return infiniteQueryOptions({
    queryKey: scopedKey(client, keys.stores.items(storeId, params)),
    queryFn: ({ pageParam, signal }) =>
      getStoreItems(
        client,
        { ...params, store_id: storeId, category_id: params.category_id ?? 0, offset: pageParam },
        { signal },
      ),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, all) => nextPageNumber(last.products, all),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET stores/popular-items/{id}`.
 *
 * @example
 * const { data } = useQuery(storePopularItemsQueryOptions(client, 3));
 */
export function storePopularItemsQueryOptions(
  client: ApiClient,
  idOrSlug: number | string,
): MarketplaceQueryOptions<Item[], ScopedKey<ReturnType<typeof keys.stores.popularItems>>> {
  return queryOptions({
    queryKey: scopedKey(client, keys.stores.popularItems(idOrSlug)),
    queryFn: ({ signal }) => getStorePopularItems(client, idOrSlug, { signal }),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET stores/reviews?store_id=`.
 *
 * @example
 * const { data: reviews } = useQuery(storeReviewsQueryOptions(client, 3));
 */
export function storeReviewsQueryOptions(
  client: ApiClient,
  storeId: number,
): MarketplaceQueryOptions<Review[], ScopedKey<ReturnType<typeof keys.stores.reviews>>> {
  return queryOptions({
    queryKey: scopedKey(client, keys.stores.reviews(storeId)),
    queryFn: ({ signal }) => getStoreReviews(client, storeId, { signal }),
    ...NO_QUERY_RETRY,
  });
}

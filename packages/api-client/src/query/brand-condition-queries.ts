/** Query options for brands and conditions and their item listings. */
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";

import type { ApiClient } from "../client/create-client";
import type { Brand } from "../schemas/brand";
import type { PagedProducts } from "../schemas/search";
import type { Condition } from "../schemas/zone";
import type { InfiniteListParams } from "./category-queries";
import type { ScopedKey } from "./keys";
import type { MarketplaceInfiniteQueryOptions, MarketplaceQueryOptions } from "./option-types";
import { getBrandItems, getBrands, getConditionItems, getConditions } from "../endpoints/catalogue";
import { marketplaceKeys as keys, scopedKey } from "./keys";
import { FIRST_PAGE, nextPageNumber } from "./paging";
import { NO_QUERY_RETRY } from "./policies";

/**
 * `GET brand`.
 *
 * @example
 * const { data: brands } = useQuery(brandsQueryOptions(client));
 */
export function brandsQueryOptions(
  client: ApiClient,
): MarketplaceQueryOptions<Brand[], ScopedKey<ReturnType<typeof keys.catalogue.brands>>> {
  return queryOptions({
    queryKey: scopedKey(client, keys.catalogue.brands()),
    queryFn: ({ signal }) => getBrands(client, { signal }),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET brand/items/{id}`, page by page.
 *
 * @example
 * const { data } = useInfiniteQuery(brandItemsInfiniteQueryOptions(client, 4));
 */
export function brandItemsInfiniteQueryOptions(
  client: ApiClient,
  brandId: number | string,
  params: InfiniteListParams = {},
): MarketplaceInfiniteQueryOptions<
  PagedProducts,
  ScopedKey<ReturnType<typeof keys.catalogue.brandItems>>
> {
  return infiniteQueryOptions({
    queryKey: scopedKey(client, keys.catalogue.brandItems(brandId, params)),
    queryFn: ({ pageParam, signal }) =>
      getBrandItems(client, brandId, { ...params, offset: pageParam }, { signal }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, all) => nextPageNumber(last.products, all),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET common-condition`.
 *
 * @example
 * const { data } = useQuery(conditionsQueryOptions(client));
 */
export function conditionsQueryOptions(
  client: ApiClient,
): MarketplaceQueryOptions<Condition[], ScopedKey<ReturnType<typeof keys.catalogue.conditions>>> {
  return queryOptions({
    queryKey: scopedKey(client, keys.catalogue.conditions()),
    queryFn: ({ signal }) => getConditions(client, { signal }),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET common-condition/items/{id}`, page by page (20 per page).
 *
 * @example
 * const { data } = useInfiniteQuery(conditionItemsInfiniteQueryOptions(client, 2));
 */
export function conditionItemsInfiniteQueryOptions(
  client: ApiClient,
  conditionId: number,
  params: InfiniteListParams = {},
): MarketplaceInfiniteQueryOptions<
  PagedProducts,
  ScopedKey<ReturnType<typeof keys.catalogue.conditionItems>>
> {
  return infiniteQueryOptions({
    queryKey: scopedKey(client, keys.catalogue.conditionItems(conditionId, params)),
    queryFn: ({ pageParam, signal }) =>
      getConditionItems(client, conditionId, { ...params, offset: pageParam }, { signal }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, all) => nextPageNumber(last.products, all),
    ...NO_QUERY_RETRY,
  });
}

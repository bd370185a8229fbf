/** Query options for the listing search and the search suggestions. */
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";

import type { ApiClient } from "../client/create-client";
import type { SearchParams } from "../endpoints/catalogue";
import type { SearchResponse, SearchSuggestions } from "../schemas/search";
import type { ScopedKey } from "./keys";
import type { MarketplaceInfiniteQueryOptions, MarketplaceQueryOptions } from "./option-types";
import { search } from "../endpoints/catalogue";
import { searchItemsAndStores } from "../endpoints/items";
import { marketplaceKeys as keys, scopedKey } from "./keys";
import { FIRST_PAGE, nextPageNumber } from "./paging";
import { cacheTimes, NO_QUERY_RETRY } from "./policies";

/** Search parameters without the page number. */
export type InfiniteSearchParams = Omit<SearchParams, "offset">;

/**
 * `GET get-combined-data`, page by page (12 per page, cache 5 minutes, one retry in the client).
 *
 * @example
 * const { data, fetchNextPage, hasNextPage } = useInfiniteQuery(
 *   searchInfiniteQueryOptions(client, { list_type: "item", data_type: "searched", name: "milk" }),
 * );
 */
export function searchInfiniteQueryOptions(
  client: ApiClient,
  params: InfiniteSearchParams,
): MarketplaceInfiniteQueryOptions<
  SearchResponse,
  ScopedKey<ReturnType<typeof keys.search.results>>
> {
  return infiniteQueryOptions({
    queryKey: scopedKey(client, keys.search.results(params)),
    queryFn: ({ pageParam, signal }) =>
      search(client, { ...params, offset: pageParam }, { signal }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, all) =>
      nextPageNumber([...(last.products ?? []), ...(last.stores ?? [])], all),
    ...cacheTimes.search,
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET items/item-or-store-search` suggestions (cache 5 minutes, one retry in the client).
 *
 * @example
 * const { data } = useQuery({ ...searchSuggestionsQueryOptions(client, text), enabled: text.length > 0 });
 */
export function searchSuggestionsQueryOptions(
  client: ApiClient,
  name: string,
): MarketplaceQueryOptions<
  SearchSuggestions,
  ScopedKey<ReturnType<typeof keys.search.suggestions>>
> {
  return queryOptions({
    queryKey: scopedKey(client, keys.search.suggestions(name)),
    queryFn: ({ signal }) => searchItemsAndStores(client, name, { signal }),
    ...cacheTimes.search,
    ...NO_QUERY_RETRY,
  });
}

// Single source of truth for the listing search request (D7): `get-combined-data` query parameters.

import type { DataType, ListingState, SortValue } from "./listing-state";

/** Sorts the server applies through `filter`; `default` is the server order, A–Z applies to brands only. */
const SERVER_SORTS: readonly SortValue[] = ["fast_delivery", "nearby", "low", "high"];

/** Search page size (D9). */
export const SEARCH_PAGE_SIZE = 12;

export interface ListingSearchParams {
  name?: string;
  offset: number;
  data_type: DataType;
  list_type: "item" | "store";
  limit: number;
  category_ids: string;
  brand_ids: string;
  filter: string;
  rating_count: number;
  min_price: number;
  max_price: number;
}

/**
 * Builds the search query: name only when data_type is searched, ids and filters as JSON arrays, limit 12.
 * @example listingSearchParams(state, { dataType: "searched", search: "milk", page: 1 }).category_ids // "[]"
 */
export function listingSearchParams(
  state: ListingState,
  request: { dataType: DataType; search?: string | undefined; page: number },
): ListingSearchParams {
  const params: ListingSearchParams = {
    offset: request.page,
    data_type: request.dataType,
    list_type: state.tab,
    limit: SEARCH_PAGE_SIZE,
    category_ids: JSON.stringify(state.categoryIds),
    brand_ids: JSON.stringify(state.brandIds),
    filter: JSON.stringify([
      ...state.filters,
      ...state.sort.filter((sort) => SERVER_SORTS.includes(sort)),
    ]),
    rating_count: state.ratingCount,
    min_price: state.priceRange.min,
    max_price: state.priceRange.max,
  };
  if (
    request.dataType === "searched" &&
    request.search !== undefined &&
    request.search.trim() !== ""
  ) {
    params.name = request.search.trim();
  }
  return params;
}

import type { SearchParams } from "@marketplace/api-client";
import type { ModuleType } from "@marketplace/domain";
import { listingRequest } from "@marketplace/domain";

import type { ListingQuery } from "./listing-query";
import { listingStateOf, listingSubjectOf } from "./listing-query";

/** The SDK's search parameters of a listing URL, without the page. */
export type ListingSearchParams = Omit<SearchParams, "offset">;

/** The SDK's search parameters for the listing URL (food adds the veg / non-veg choice). */
export function searchParamsOf(query: ListingQuery, moduleType: ModuleType): ListingSearchParams {
  const request = listingRequest(listingStateOf(query), listingSubjectOf(query));
  return moduleType === "food" && query.type !== "all" ? { ...request, type: query.type } : request;
}

/** Where the listing's rows come from: the search, or a common condition's item list. */
export type ListingSource =
  { kind: "search"; params: ListingSearchParams } | { kind: "condition"; conditionId: number };

/** The listing's source for its URL: `from=common-condition` with an id lists that condition's items. */
export function listingSourceOf(query: ListingQuery, moduleType: ModuleType): ListingSource {
  if (query.from === "common-condition" && query.id !== null) {
    return { kind: "condition", conditionId: query.id };
  }
  return { kind: "search", params: searchParamsOf(query, moduleType) };
}

/** A common condition's items: the listing shows them without tabs, sort or filters. */
export function isConditionListing(query: ListingQuery): boolean {
  return query.from === "common-condition" && query.id !== null;
}

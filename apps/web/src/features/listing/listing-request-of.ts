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

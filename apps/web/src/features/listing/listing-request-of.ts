import type { InfiniteSearchParams } from "@marketplace/api-client/query";
import type { ModuleType } from "@marketplace/domain";
import { listingRequest } from "@marketplace/domain";

import type { ListingQuery } from "./listing-query";
import { listingStateOf, listingSubjectOf } from "./listing-query";

/** The SDK's search parameters for the listing URL: the same on the server (prefetch) and in the browser. */
export function searchParamsOf(query: ListingQuery, moduleType: ModuleType): InfiniteSearchParams {
  const request = listingRequest(listingStateOf(query), listingSubjectOf(query));
  return moduleType === "food" && query.type !== "all" ? { ...request, type: query.type } : request;
}

import { queryOptions } from "@tanstack/react-query";

import type { ApiClient } from "@marketplace/api-client";
import { geocode, placeAutocomplete, placeDetails } from "@marketplace/api-client";
import { cacheTimes, marketplaceKeys, NO_QUERY_RETRY } from "@marketplace/api-client/query";

/**
 * Query options for the place search and reverse geocoding of the location picker. The SDK has keys for
 * them (`marketplaceKeys.config.placeAutocomplete` / `geocode`) but no factories yet, so they are built
 * here on those keys, with the SDK's no-retry policy (the client is the one retry layer). Move to the SDK
 * once `@marketplace/api-client/query` ships place factories.
 */
export function placeAutocompleteQueryOptions(client: ApiClient, text: string) {
  return queryOptions({
    queryKey: marketplaceKeys.config.placeAutocomplete(text),
    queryFn: ({ signal }) => placeAutocomplete(client, text, { signal }),
    ...cacheTimes.search,
    staleTime: cacheTimes.search.gcTime,
    ...NO_QUERY_RETRY,
  });
}

/** `config/place-api-details`: the SDK has no key for it, so it lives under the config prefix. */
export function placeDetailsQueryOptions(client: ApiClient, placeId: string) {
  return queryOptions({
    queryKey: [...marketplaceKeys.config.all, "place-details", placeId] as const,
    queryFn: ({ signal }) => placeDetails(client, placeId, { signal }),
    staleTime: Infinity,
    ...NO_QUERY_RETRY,
  });
}

/** Reverse geocoding of a point; the picker shows a missing address itself (quiet for the shared handler). */
export function geocodeQueryOptions(client: ApiClient, point: { lat: number; lng: number }) {
  return queryOptions({
    queryKey: marketplaceKeys.config.geocode(point.lat, point.lng),
    queryFn: ({ signal }) => geocode(client, point, { signal }),
    meta: { silent: true },
    ...NO_QUERY_RETRY,
  });
}

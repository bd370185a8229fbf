/** Query options for the location picker: place search, place details and reverse geocoding. */
import { queryOptions } from "@tanstack/react-query";

import type { ApiClient } from "../client/create-client";
import type { LatLng } from "../endpoints/config";
import type {
  GeocodeResponse,
  PlaceAutocompleteResponse,
  PlaceDetailsResponse,
} from "../schemas/location";
import type { ScopedKey } from "./keys";
import type { MarketplaceQueryOptions } from "./option-types";
import { geocode, placeAutocomplete, placeDetails } from "../endpoints/config";
import { marketplaceKeys as keys, scopedKey } from "./keys";
import { cacheTimes, NO_QUERY_RETRY } from "./policies";

/**
 * `GET config/place-api-autocomplete`: the search's suggestions, kept for the search cache time.
 *
 * @example
 * const { data } = useQuery({ ...placeAutocompleteQueryOptions(client, text), enabled: text.length > 0 });
 */
export function placeAutocompleteQueryOptions(
  client: ApiClient,
  text: string,
): MarketplaceQueryOptions<
  PlaceAutocompleteResponse,
  ScopedKey<ReturnType<typeof keys.config.placeAutocomplete>>
> {
  return queryOptions({
    queryKey: scopedKey(client, keys.config.placeAutocomplete(text)),
    queryFn: ({ signal }) => placeAutocomplete(client, text, { signal }),
    ...cacheTimes.search,
    staleTime: cacheTimes.search.gcTime,
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET config/place-api-details`: a picked suggestion's point (it never changes).
 *
 * @example
 * const details = await queryClient.fetchQuery(placeDetailsQueryOptions(client, placeId));
 */
export function placeDetailsQueryOptions(
  client: ApiClient,
  placeId: string,
): MarketplaceQueryOptions<
  PlaceDetailsResponse,
  ScopedKey<ReturnType<typeof keys.config.placeDetails>>
> {
  return queryOptions({
    queryKey: scopedKey(client, keys.config.placeDetails(placeId)),
    queryFn: ({ signal }) => placeDetails(client, placeId, { signal }),
    staleTime: Infinity,
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET config/geocode-api`: the address of a point. A missing address is the picker's to show, so the
 * query is marked `meta.silent` (a shared error handler leaves it alone).
 *
 * @example
 * const { data } = useQuery(geocodeQueryOptions(client, { lat: 23.79, lng: 90.4 }));
 */
export function geocodeQueryOptions(
  client: ApiClient,
  point: LatLng,
): MarketplaceQueryOptions<GeocodeResponse, ScopedKey<ReturnType<typeof keys.config.geocode>>> {
  return queryOptions({
    queryKey: scopedKey(client, keys.config.geocode(point.lat, point.lng)),
    queryFn: ({ signal }) => geocode(client, point, { signal }),
    meta: { silent: true },
    ...NO_QUERY_RETRY,
  });
}

import { queryOptions } from "@tanstack/react-query";

import type { ApiClient } from "@marketplace/api-client";
import {
  geocode,
  getCategories,
  getLatestStores,
  getPopularStores,
  placeAutocomplete,
  placeDetails,
} from "@marketplace/api-client";
import { zoneIdQueryOptions, zonesQueryOptions } from "@marketplace/api-client/query";

/**
 * Query options of the location picker: the SDK's factories where it has one (zones, zone lookup);
 * place search and reverse geocoding have no SDK factory yet, so their keys live here.
 */
export const locationQueries = {
  all: () => ["location"] as const,
  zones: (client: ApiClient) => zonesQueryOptions(client),
  autocomplete: (client: ApiClient, text: string) =>
    queryOptions({
      queryKey: ["location", "autocomplete", text],
      queryFn: ({ signal }) => placeAutocomplete(client, text, { signal }),
      enabled: text.trim() !== "",
      staleTime: 300_000,
    }),
  details: (client: ApiClient, placeId: string) =>
    queryOptions({
      queryKey: ["location", "details", placeId],
      queryFn: () => placeDetails(client, placeId),
    }),
  zoneAt: (client: ApiClient, lat: number, lng: number) =>
    // The picker shows a zone error itself (it replaces the pick button), so the shared handler stays quiet.
    queryOptions({ ...zoneIdQueryOptions(client, { lat, lng }), meta: { silent: true } }),
  addressAt: (client: ApiClient, lat: number, lng: number) =>
    queryOptions({
      queryKey: ["location", "geocode", lat.toFixed(6), lng.toFixed(6)],
      queryFn: () => geocode(client, { lat, lng }),
      meta: { silent: true },
    }),
};

/** Query options of the mobile drawer's lists. */
export const drawerQueries = {
  categories: (client: ApiClient, moduleId: number | null) =>
    queryOptions({
      queryKey: ["categories", "list", { moduleId }],
      queryFn: () => getCategories(client),
      staleTime: 300_000,
    }),
  stores: (client: ApiClient, kind: "popular" | "latest", moduleId: number | null) =>
    queryOptions({
      queryKey: ["stores", kind, { moduleId, offset: 1, limit: 12 }],
      queryFn: () =>
        (kind === "latest" ? getLatestStores : getPopularStores)(client, { offset: 1, limit: 12 }),
    }),
};

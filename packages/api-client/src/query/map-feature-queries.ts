/** Query options for the demo city's map features (an extension of the reference API). */
import { queryOptions } from "@tanstack/react-query";

import type { ApiClient } from "../client/create-client";
import type { MapFeatureCollection } from "../schemas/map-features";
import type { ScopedKey } from "./keys";
import type { MarketplaceQueryOptions } from "./option-types";
import { getMapFeatures } from "../endpoints/map-features";
import { marketplaceKeys as keys, scopedKey } from "./keys";
import { NO_QUERY_RETRY } from "./policies";

/** Key of `GET zone/map-features`, under the config scope (dropped with the other config keys). */
export const mapFeaturesKey = () => [...keys.config.all, "map-features"] as const;

/**
 * `GET zone/map-features`: the city's streets and places. They do not change while the app runs.
 *
 * @example
 * const { data: city } = useQuery(mapFeaturesQueryOptions(client));
 */
export function mapFeaturesQueryOptions(
  client: ApiClient,
): MarketplaceQueryOptions<MapFeatureCollection, ScopedKey<ReturnType<typeof mapFeaturesKey>>> {
  return queryOptions({
    queryKey: scopedKey(client, mapFeaturesKey()),
    queryFn: ({ signal }) => getMapFeatures(client, { signal }),
    staleTime: Infinity,
    ...NO_QUERY_RETRY,
  });
}

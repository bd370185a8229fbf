/** Query options for the config, zones, modules and parcel categories. */
import { queryOptions } from "@tanstack/react-query";

import type { ApiClient } from "../client/create-client";
import type { LatLng } from "../endpoints/config";
import type { Config } from "../schemas/config";
import type { Module } from "../schemas/module";
import type { ParcelCategory, Zone, ZoneIdResponse } from "../schemas/zone";
import type { ScopedKey } from "./keys";
import type { MarketplaceQueryOptions } from "./option-types";
import {
  getConfig,
  getModules,
  getParcelCategories,
  getZoneId,
  getZones,
} from "../endpoints/config";
import { marketplaceKeys as keys, scopedKey } from "./keys";
import { NO_QUERY_RETRY } from "./policies";

/**
 * `GET config`.
 *
 * @example
 * const { data: config } = useQuery(configQueryOptions(client));
 */
export function configQueryOptions(
  client: ApiClient,
): MarketplaceQueryOptions<Config, ScopedKey<ReturnType<typeof keys.config.config>>> {
  return queryOptions({
    queryKey: scopedKey(client, keys.config.config()),
    queryFn: ({ signal }) => getConfig(client, { signal }),
    staleTime: Infinity,
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET config/get-zone-id` for a point.
 *
 * @example
 * const { data } = useQuery(zoneIdQueryOptions(client, { lat: 23.81, lng: 90.41 }));
 */
export function zoneIdQueryOptions(
  client: ApiClient,
  point: LatLng,
): MarketplaceQueryOptions<ZoneIdResponse, ScopedKey<ReturnType<typeof keys.config.zoneId>>> {
  return queryOptions({
    queryKey: scopedKey(client, keys.config.zoneId(point.lat, point.lng)),
    queryFn: ({ signal }) => getZoneId(client, point, { signal }),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET zone/list`.
 *
 * @example
 * const { data: zones } = useQuery(zonesQueryOptions(client));
 */
export function zonesQueryOptions(
  client: ApiClient,
): MarketplaceQueryOptions<Zone[], ScopedKey<ReturnType<typeof keys.config.zones>>> {
  return queryOptions({
    queryKey: scopedKey(client, keys.config.zones()),
    queryFn: ({ signal }) => getZones(client, { signal }),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET module`.
 *
 * @example
 * const { data: modules } = useQuery(modulesQueryOptions(client));
 */
export function modulesQueryOptions(
  client: ApiClient,
): MarketplaceQueryOptions<Module[], ScopedKey<ReturnType<typeof keys.config.modules>>> {
  return queryOptions({
    queryKey: scopedKey(client, keys.config.modules()),
    queryFn: ({ signal }) => getModules(client, { signal }),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET parcel-category`.
 *
 * @example
 * const { data } = useQuery(parcelCategoriesQueryOptions(client));
 */
export function parcelCategoriesQueryOptions(
  client: ApiClient,
): MarketplaceQueryOptions<
  ParcelCategory[],
  ScopedKey<ReturnType<typeof keys.config.parcelCategories>>
> {
  return queryOptions({
    queryKey: scopedKey(client, keys.config.parcelCategories()),
    queryFn: ({ signal }) => getParcelCategories(client, { signal }),
    ...NO_QUERY_RETRY,
  });
}

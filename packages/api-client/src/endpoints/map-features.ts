/** The demo city's map features (an extension of the reference API). */

import type { ApiClient } from "../client/create-client";
import type { CallOptions } from "../client/request-types";
import type { MapFeatureCollection } from "../schemas/map-features";
import { mapFeatureCollectionSchema } from "../schemas/map-features";

/**
 * `GET zone/map-features` (our extension, not in the reference contract): the city's streets
 * (`LineString`) and places (`Point`) as GeoJSON, each with `name`, `kind`, `district` and the
 * `place_id` the place search uses. Public.
 *
 * @example
 * const city = await getMapFeatures(client);
 * map.addSource("city", { type: "geojson", data: city });
 */
export async function getMapFeatures(
  client: ApiClient,
  options: CallOptions = {},
): Promise<MapFeatureCollection> {
  return await client.request({
    method: "GET",
    path: "zone/map-features",
    schema: mapFeatureCollectionSchema,
    ...options,
  });
}

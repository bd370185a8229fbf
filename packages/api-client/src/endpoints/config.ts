/** Config and location calls (public). */

import type { ApiClient } from "../client/create-client";
import type { CallOptions } from "../client/request-types";
import type { Config } from "../schemas/config";
import type { LandingPage, RawObject, ReactLandingPage } from "../schemas/landing";
import type {
  DistanceResponse,
  GeocodeResponse,
  PlaceAutocompleteResponse,
  PlaceDetailsResponse,
} from "../schemas/location";
import type { Module } from "../schemas/module";
import type { ParcelCategory, Vehicle, Zone, ZoneIdResponse } from "../schemas/zone";
import { providerErrorOf } from "../errors/provider-error";
import { configSchema } from "../schemas/config";
import {
  landingPageSchema,
  rawObjectSchema,
  reactLandingPageSchema,
  testimonialListSchema,
} from "../schemas/landing";
import {
  distanceResponseSchema,
  geocodeResponseSchema,
  placeAutocompleteResponseSchema,
  placeDetailsResponseSchema,
} from "../schemas/location";
import { moduleListSchema } from "../schemas/module";
import { wireArray, wireNumber } from "../schemas/wire";
import {
  parcelCategorySchema,
  vehicleSchema,
  zoneCheckSchema,
  zoneIdResponseSchema,
  zoneListSchema,
} from "../schemas/zone";

/** Answers a maps passthrough call, throwing `ProviderError` when Google refused it (HTTP 200 all the same). */
async function providerCall<T>(client: ApiClient, path: string, call: Promise<T>): Promise<T> {
  const value = await call;
  const error = providerErrorOf(value, `${client.baseUrl}/${path}`);
  if (error) throw error;
  return value;
}

/** A point. */
export interface LatLng {
  lat: number;
  lng: number;
}

/**
 * `GET config`: the business configuration.
 *
 * @example
 * const { default_location, digit_after_decimal_point } = await getConfig(client);
 */
export async function getConfig(client: ApiClient, options: CallOptions = {}): Promise<Config> {
  return await client.request({ method: "GET", path: "config", schema: configSchema, ...options });
}

/**
 * `GET config/get-zone-id?lat&lng`: `zone_id` parsed from its JSON-array string, and `zone_data`. No zone:
 * `HttpError` 404 with code "coordinates".
 *
 * @example
 * const { zone_id } = await getZoneId(client, { lat: 23.81, lng: 90.41 }); // zone_id: [1]
 */
export async function getZoneId(
  client: ApiClient,
  point: LatLng,
  options: CallOptions = {},
): Promise<ZoneIdResponse> {
  return await client.request({
    method: "GET",
    path: "config/get-zone-id",
    schema: zoneIdResponseSchema,
    query: { lat: point.lat, lng: point.lng },
    ...options,
  });
}

/**
 * `GET config/place-api-autocomplete?search_text=`: `predictions` in the legacy shape whatever the server sends.
 *
 * @example
 * const { predictions } = await placeAutocomplete(client, "Gulshan");
 */
export async function placeAutocomplete(
  client: ApiClient,
  searchText: string,
  options: CallOptions = {},
): Promise<PlaceAutocompleteResponse> {
  return await providerCall(
    client,
    "config/place-api-autocomplete",
    client.request({
      method: "GET",
      path: "config/place-api-autocomplete",
      schema: placeAutocompleteResponseSchema,
      query: { search_text: searchText },
      ...options,
    }),
  );
}

/**
 * `GET config/place-api-details?placeid=`: adds `location_lat_lng` from either Google generation.
 *
 * @example
 * const { location_lat_lng } = await placeDetails(client, "ChIJ...");
 */
export async function placeDetails(
  client: ApiClient,
  placeId: string,
  options: CallOptions = {},
): Promise<PlaceDetailsResponse> {
  return await providerCall(
    client,
    "config/place-api-details",
    client.request({
      method: "GET",
      path: "config/place-api-details",
      schema: placeDetailsResponseSchema,
      query: { placeid: placeId },
      ...options,
    }),
  );
}

/**
 * `GET config/geocode-api?lat&lng`: reverse geocoding (`results[0].formatted_address`).
 *
 * @example
 * const { results } = await geocode(client, { lat: 23.81, lng: 90.41 });
 */
export async function geocode(
  client: ApiClient,
  point: LatLng,
  options: CallOptions = {},
): Promise<GeocodeResponse> {
  return await providerCall(
    client,
    "config/geocode-api",
    client.request({
      method: "GET",
      path: "config/geocode-api",
      schema: geocodeResponseSchema,
      query: { lat: point.lat, lng: point.lng },
      ...options,
    }),
  );
}

/** Distance modes: the spec's "walking" is sent as WALK. */
export type DistanceMode = "WALK" | "DRIVE";

/**
 * `GET config/distance-api`: adds `distance_meters` and `duration_seconds`. The spec's mode is walking.
 *
 * @example
 * const { distance_meters } = await getDistance(client, { lat: 23.81, lng: 90.41 }, { lat: 23.79, lng: 90.4 });
 */
export async function getDistance(
  client: ApiClient,
  origin: LatLng,
  destination: LatLng,
  mode: DistanceMode = "WALK",
  options: CallOptions = {},
): Promise<DistanceResponse> {
  return await providerCall(
    client,
    "config/distance-api",
    client.request({
      method: "GET",
      path: "config/distance-api",
      schema: distanceResponseSchema,
      query: {
        origin_lat: origin.lat,
        origin_lng: origin.lng,
        destination_lat: destination.lat,
        destination_lng: destination.lng,
        mode,
      },
      ...options,
    }),
  );
}

/**
 * `GET zone/list`: active zones with their coordinates.
 *
 * @example
 * const zones = await getZones(client);
 */
export async function getZones(client: ApiClient, options: CallOptions = {}): Promise<Zone[]> {
  return await client.request({
    method: "GET",
    path: "zone/list",
    schema: zoneListSchema,
    ...options,
  });
}

/**
 * `GET zone/check?lat&lng&zone_id`: whether the point lies in the zone.
 *
 * @example
 * const inside = await checkZone(client, { lat: 23.81, lng: 90.41 }, 1);
 */
export async function checkZone(
  client: ApiClient,
  point: LatLng,
  zoneId: number,
  options: CallOptions = {},
): Promise<boolean> {
  return await client.request({
    method: "GET",
    path: "zone/check",
    schema: zoneCheckSchema,
    query: { lat: point.lat, lng: point.lng, zone_id: zoneId },
    ...options,
  });
}

/**
 * `GET module`: the modules (of the context's zones when set).
 *
 * @example
 * const modules = await getModules(client);
 */
export async function getModules(client: ApiClient, options: CallOptions = {}): Promise<Module[]> {
  return await client.request({
    method: "GET",
    path: "module",
    schema: moduleListSchema,
    ...options,
  });
}

/**
 * `GET parcel-category` (needs the parcel module id in the context).
 *
 * @example
 * const categories = await getParcelCategories(client);
 */
export async function getParcelCategories(
  client: ApiClient,
  options: CallOptions = {},
): Promise<ParcelCategory[]> {
  return await client.request({
    method: "GET",
    path: "parcel-category",
    schema: wireArray(parcelCategorySchema),
    ...options,
  });
}

/**
 * `GET get-vehicles`: vehicle categories.
 *
 * @example
 * const vehicles = await getVehicles(client);
 */
export async function getVehicles(
  client: ApiClient,
  options: CallOptions = {},
): Promise<Vehicle[]> {
  return await client.request({
    method: "GET",
    path: "get-vehicles",
    schema: wireArray(vehicleSchema),
    ...options,
  });
}

/**
 * `GET vehicle/extra_charge?distance=`: the extra charge for a distance.
 *
 * @example
 * const extra = await getVehicleExtraCharge(client, 4.2);
 */
export async function getVehicleExtraCharge(
  client: ApiClient,
  distance: number,
  options: CallOptions = {},
): Promise<number> {
  return await client.request({
    method: "GET",
    path: "vehicle/extra_charge",
    schema: wireNumber,
    query: { distance },
    ...options,
  });
}

/**
 * `GET react-landing-page`.
 *
 * @example
 * const landing = await getReactLandingPage(client);
 */
export async function getReactLandingPage(
  client: ApiClient,
  options: CallOptions = {},
): Promise<ReactLandingPage> {
  return await client.request({
    method: "GET",
    path: "react-landing-page",
    schema: reactLandingPageSchema,
    ...options,
  });
}

/**
 * `GET landing-page`.
 *
 * @example
 * const landing = await getLandingPage(client);
 */
export async function getLandingPage(
  client: ApiClient,
  options: CallOptions = {},
): Promise<LandingPage> {
  return await client.request({
    method: "GET",
    path: "landing-page",
    schema: landingPageSchema,
    ...options,
  });
}

/**
 * `GET testimonial`.
 *
 * @example
 * const testimonials = await getTestimonials(client);
 */
export async function getTestimonials(
  client: ApiClient,
  options: CallOptions = {},
): Promise<unknown[]> {
  return await client.request({
    method: "GET",
    path: "testimonial",
    schema: testimonialListSchema,
    ...options,
  });
}

/**
 * `GET flutter-landing-page`.
 *
 * @example
 * const landing = await getFlutterLandingPage(client);
 */
export async function getFlutterLandingPage(
  client: ApiClient,
  options: CallOptions = {},
): Promise<LandingPage> {
  return await client.request({
    method: "GET",
    path: "flutter-landing-page",
    schema: landingPageSchema,
    ...options,
  });
}

/**
 * `GET config/direction-api`: the raw Routes answer (kept as an object).
 *
 * @example
 * const route = await getDirections(client, { lat: 23.81, lng: 90.41 }, { lat: 23.79, lng: 90.4 });
 */
export async function getDirections(
  client: ApiClient,
  origin: LatLng,
  destination: LatLng,
  mode: DistanceMode = "DRIVE",
  options: CallOptions = {},
): Promise<RawObject> {
  return await client.request({
    method: "GET",
    path: "config/direction-api",
    schema: rawObjectSchema,
    query: {
      origin_lat: origin.lat,
      origin_lng: origin.lng,
      destination_lat: destination.lat,
      destination_lng: destination.lng,
      mode,
    },
    ...options,
  });
}

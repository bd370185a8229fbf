/** Maps proxies: place autocomplete and details (both Google generations), geocode and distance. */
import * as z from "zod";

import { wireAmount, wireArray, wireNumber } from "./wire";

const text = z.string().nullish();

/**
 * An empty passthrough answer (no body, `null`, `[]`) reads as `{}`: an empty result, like `ZERO_RESULTS`.
 *
 * @example
 * emptyAsObject(null) // {}
 */
export function emptyAsObject(value: unknown): unknown {
  if (value === null || value === "" || (Array.isArray(value) && value.length === 0)) return {};
  return value;
}

/** A place suggestion, normalised from either `predictions[]` (legacy) or `suggestions[].placePrediction` (Places New). */
export const placePredictionSchema = z.object({
  place_id: z.string(),
  description: z.string(),
});
/** A place suggestion. */
export type PlacePrediction = z.infer<typeof placePredictionSchema>;

const legacyPrediction = z.looseObject({ place_id: z.string(), description: z.string() });
const newPrediction = z.looseObject({
  placePrediction: z.looseObject({
    placeId: z.string(),
    text: z.looseObject({ text: z.string() }).optional(),
    structuredFormat: z.unknown().optional(),
  }),
});

/**
 * `GET config/place-api-autocomplete`: keeps the raw lists and adds `predictions` in the legacy shape
 * whatever generation the server speaks.
 */
export const placeAutocompleteResponseSchema = z
  .preprocess(
    emptyAsObject,
    z.looseObject({
      predictions: wireArray(legacyPrediction).optional(),
      suggestions: wireArray(newPrediction).optional(),
      status: text,
    }),
  )
  .transform((raw) => {
    const fromNew = (raw.suggestions ?? []).map((entry) => ({
      place_id: entry.placePrediction.placeId,
      description: entry.placePrediction.text?.text ?? "",
    }));
    const fromLegacy = (raw.predictions ?? []).map((entry) => ({
      place_id: entry.place_id,
      description: entry.description,
    }));
    return { ...raw, predictions: [...fromLegacy, ...fromNew] };
  });
/** Place autocomplete response. */
export type PlaceAutocompleteResponse = z.infer<typeof placeAutocompleteResponseSchema>;

const latLng = z.looseObject({ lat: wireNumber, lng: wireNumber });

/**
 * `GET config/place-api-details`: accepts `result.geometry.location` (legacy) or `location.latitude/longitude`
 * (Places New) and adds `location_lat_lng` `{ lat, lng }` (null when neither is present).
 */
export const placeDetailsResponseSchema = z
  .preprocess(
    emptyAsObject,
    z.looseObject({
      result: z
        .looseObject({
          geometry: z.looseObject({ location: latLng }).optional(),
          formatted_address: text,
        })
        .optional(),
      location: z.looseObject({ latitude: wireNumber, longitude: wireNumber }).optional(),
      formattedAddress: text,
      displayName: z.looseObject({ text: text }).optional(),
    }),
  )
  .transform((raw) => {
    const legacy = raw.result?.geometry?.location;
    const next = raw.location
      ? { lat: raw.location.latitude, lng: raw.location.longitude }
      : undefined;
    const point = legacy ? { lat: legacy.lat, lng: legacy.lng } : (next ?? null);
    return { ...raw, location_lat_lng: point };
  });
/** Place details response. */
export type PlaceDetailsResponse = z.infer<typeof placeDetailsResponseSchema>;

/** `GET config/geocode-api`: the legacy `{ results, status }`. */
export const geocodeResponseSchema = z.preprocess(
  emptyAsObject,
  z.looseObject({
    results: wireArray(z.looseObject({ formatted_address: z.string().nullish() })).default([]),
    status: text,
  }),
);
/** Geocode response. */
export type GeocodeResponse = z.infer<typeof geocodeResponseSchema>;

/**
 * `GET config/distance-api`: `{ distanceMeters, duration: "<n>s" }` (Routes API) or a legacy
 * `rows[0].elements[0]`; adds `distance_meters` and `duration_seconds` (null when absent).
 */
export const distanceResponseSchema = z
  .preprocess(
    emptyAsObject,
    z.looseObject({
      distanceMeters: wireAmount,
      duration: z.union([z.string(), z.number()]).nullish(),
      rows: z.array(z.unknown()).optional(),
    }),
  )
  .transform((raw) => {
    const seconds =
      typeof raw.duration === "number"
        ? raw.duration
        : typeof raw.duration === "string"
          ? Number.parseFloat(raw.duration.replace(/s$/, ""))
          : Number.NaN;
    return {
      ...raw,
      distance_meters: raw.distanceMeters ?? null,
      duration_seconds: Number.isFinite(seconds) ? seconds : null,
    };
  });
/** Distance response. */
export type DistanceResponse = z.infer<typeof distanceResponseSchema>;

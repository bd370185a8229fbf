/**
 * `GET zone/map-features` (an extension of the reference API, not part of the original contract): the
 * demo city's streets and places as a GeoJSON FeatureCollection, for maps that need no tile server.
 */
import * as z from "zod";

import { wireArray, wireNumber } from "./wire";

/** A [lng, lat] position (GeoJSON order). */
export const positionSchema = z.tuple([wireNumber, wireNumber]).rest(wireNumber);

/** A street: a line through the points of the street. */
export const lineStringSchema = z.looseObject({
  type: z.literal("LineString"),
  coordinates: z.array(positionSchema).min(2),
});

/** A landmark or neighbourhood: one point. */
export const pointSchema = z.looseObject({
  type: z.literal("Point"),
  coordinates: positionSchema,
});

/** What a feature is: the gazetteer's kinds ("street", "landmark", "neighbourhood"; others kept as text). */
export const mapFeatureKindSchema = z.string();

/** One street or place, named as the place search and reverse geocoding name it (same `place_id`). */
export const mapFeatureSchema = z.looseObject({
  type: z.literal("Feature"),
  id: z.union([z.number(), z.string()]).optional(),
  geometry: z.discriminatedUnion("type", [lineStringSchema, pointSchema]),
  properties: z.looseObject({
    name: z.string(),
    kind: mapFeatureKindSchema,
    district: z.string().nullish(),
    place_id: z.string().nullish(),
    formatted_address: z.string().nullish(),
  }),
});
/** A street or place of the map. */
export type MapFeature = z.infer<typeof mapFeatureSchema>;

/** `GET zone/map-features`: a GeoJSON FeatureCollection (MapLibre takes it as a `geojson` source as-is). */
export const mapFeatureCollectionSchema = z.looseObject({
  type: z.literal("FeatureCollection"),
  features: wireArray(mapFeatureSchema),
});
/** The city's streets and places. */
export type MapFeatureCollection = z.infer<typeof mapFeatureCollectionSchema>;

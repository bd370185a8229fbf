/**
 * `GET zone/map-features` (an extension of the reference API, not part of the original contract): the
 * demo city's streets, places, blocks and water as a GeoJSON FeatureCollection, for maps that need no
 * tile server.
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

/** A block or a body of water: an outer ring (and holes), each ring closed and of at least 4 positions. */
export const polygonSchema = z.looseObject({
  type: z.literal("Polygon"),
  coordinates: z.array(z.array(positionSchema).min(4)).min(1),
});

/** A landmark or neighbourhood: one point. */
export const pointSchema = z.looseObject({
  type: z.literal("Point"),
  coordinates: positionSchema,
});

/**
 * What a feature is: the gazetteer's kinds ("street", "landmark", "neighbourhood") and the map's
 * ("block", "water", "district"); others kept as text.
 */
export const mapFeatureKindSchema = z.string();

/**
 * One street, place, block or body of water. Gazetteer entries are named as the place search and
 * reverse geocoding name them (same `place_id`); an unnamed block has the name "".
 */
export const mapFeatureSchema = z.looseObject({
  type: z.literal("Feature"),
  id: z.union([z.number(), z.string()]).optional(),
  geometry: z.discriminatedUnion("type", [lineStringSchema, pointSchema, polygonSchema]),
  properties: z.looseObject({
    name: z.string(),
    kind: mapFeatureKindSchema,
    district: z.string().nullish(),
    /** A street's class ("primary", "minor") or a block's land use ("residential", "park", …). */
    class: z.string().nullish(),
    place_id: z.string().nullish(),
    formatted_address: z.string().nullish(),
  }),
});
/** A street, place, block or body of water of the map. */
export type MapFeature = z.infer<typeof mapFeatureSchema>;

/** `GET zone/map-features`: a GeoJSON FeatureCollection (MapLibre takes it as a `geojson` source as-is). */
export const mapFeatureCollectionSchema = z.looseObject({
  type: z.literal("FeatureCollection"),
  features: wireArray(mapFeatureSchema),
});
/** The city's map. */
export type MapFeatureCollection = z.infer<typeof mapFeatureCollectionSchema>;

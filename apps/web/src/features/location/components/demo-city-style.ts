import type {
  DataDrivenPropertyValueSpecification,
  ExpressionSpecification,
  FilterSpecification,
  StyleSpecification,
} from "maplibre-gl";

import type { MapFeatureCollection, Zone } from "@marketplace/api-client";

export interface StyleColours {
  land: string;
  zoneFill: string;
  zoneLine: string;
  /** Street fill and the ground under labels (the card colour). */
  street: string;
  /** Street edges (drawn at 60 % opacity). */
  streetCasing: string;
  /** Landmarks and neighbourhoods. */
  place: string;
  /** Label text. */
  label: string;
}

const EMPTY: MapFeatureCollection = { type: "FeatureCollection", features: [] };

/**
 * Labels are drawn with the storefront's own font: Inter (variable, latin), the same file the page
 * uses (`src/fonts`), served as a static file (`public/map-fonts`) and pinned with the style's
 * `font-faces` (MapLibre ≥ 6), so labels look the same on every machine without a glyph server.
 * Characters it lacks fall back to the browser's sans-serif (there is no `glyphs` URL).
 */
export const MAP_FONT_URL = "/map-fonts/inter-latin-wght-normal.woff2";
const LABEL_FONT = ["Inter", "sans-serif"];

/** Colours of what the theme has no variable for; drawn translucent so they suit light and dark
 * (block uses in `blockColour`). */
const WATER = "#4a90d9";
const GREEN = "#3f9b4f";
function zoneFeatures(zones: readonly Zone[]) {
  return zones.flatMap((zone) => {
    const ring = (zone.formated_coordinates ?? []).map((point) => [point.lng, point.lat]);
    if (ring.length < 3) return [];
    const first = ring[0];
    const last = ring[ring.length - 1];
    const closed =
      first && last && (first[0] !== last[0] || first[1] !== last[1]) ? [...ring, first] : ring;
    return [
      {
        type: "Feature" as const,
        properties: { id: zone.id, name: zone.display_name ?? zone.name ?? "" },
        geometry: { type: "Polygon" as const, coordinates: [closed] },
      },
    ];
  });
}

const isStreet: FilterSpecification = ["==", ["geometry-type"], "LineString"];
const isPrimary: FilterSpecification = ["all", isStreet, ["==", ["get", "class"], "primary"]];
const isMinor: FilterSpecification = ["all", isStreet, ["!=", ["get", "class"], "primary"]];
const isPlace: FilterSpecification = [
  "all",
  ["==", ["geometry-type"], "Point"],
  ["!=", ["get", "kind"], "district"],
];
const isDistrict: FilterSpecification = [
  "all",
  ["==", ["geometry-type"], "Point"],
  ["==", ["get", "kind"], "district"],
];
const isWater: FilterSpecification = [
  "all",
  ["==", ["geometry-type"], "Polygon"],
  ["==", ["get", "kind"], "water"],
];
const isBlock: FilterSpecification = [
  "all",
  ["==", ["geometry-type"], "Polygon"],
  ["==", ["get", "kind"], "block"],
];
const isNamedBlock: FilterSpecification = ["all", isBlock, ["!=", ["get", "name"], ""]];

/**
 * Line width by zoom, × `primary` for named streets and × `minor` for side streets: 1.5 px at 12,
 * 6 at 15, 14 at 17, 48 at 20. (A zoom curve must be the outermost expression, so the class is
 * matched at each stop.)
 */
function streetWidth(primary: number, minor: number): DataDrivenPropertyValueSpecification<number> {
  const at = (width: number): ExpressionSpecification => [
    "match",
    ["get", "class"],
    "minor",
    width * minor,
    width * primary,
  ];
  return [
    "interpolate",
    ["exponential", 2],
    ["zoom"],
    12,
    at(1.5),
    15,
    at(6),
    17,
    at(14),
    20,
    at(48),
  ];
}

function blockColour(colours: StyleColours): ExpressionSpecification {
  return [
    "match",
    ["get", "class"],
    "park",
    GREEN,
    ["school", "campus"],
    "#d39b2a",
    "hospital",
    "#d9534f",
    "station",
    "#7a6fd6",
    "market",
    "#e07b39",
    "plaza",
    "#b8a47e",
    "industrial",
    "#8a7f8f",
    colours.streetCasing,
  ];
}

/**
 * A MapLibre style that needs no tiles, token, glyph server or internet: a plain ground, the API's
 * delivery zones (`zone/list`) as outlined areas, and the city from `zone/map-features`: water,
 * blocks tinted by their use, named and side streets (lines with their names along them), places
 * (dots with names) and district names — the demo city drawn from the API itself, legible at street
 * zoom (14–17). Without map features (an API that lacks the route) it draws the zones only.
 */
export function demoCityStyle(
  zones: readonly Zone[],
  colours: StyleColours,
  city: MapFeatureCollection | null = null,
): StyleSpecification {
  const halo = { "text-halo-color": colours.street, "text-halo-width": 1.5 };
  return {
    version: 8,
    "font-faces": { Inter: MAP_FONT_URL },
    sources: {
      zones: {
        type: "geojson",
        data: { type: "FeatureCollection", features: zoneFeatures(zones) },
      },
      city: { type: "geojson", data: city ?? EMPTY },
    },
    layers: [
      { id: "land", type: "background", paint: { "background-color": colours.land } },
      {
        id: "zone-fill",
        type: "fill",
        source: "zones",
        paint: { "fill-color": colours.zoneFill, "fill-opacity": 0.35 },
      },
      {
        id: "water",
        type: "fill",
        source: "city",
        filter: isWater,
        paint: { "fill-color": WATER, "fill-opacity": 0.45 },
      },
      {
        id: "block",
        type: "fill",
        source: "city",
        filter: isBlock,
        minzoom: 12,
        paint: {
          "fill-color": blockColour(colours),
          "fill-opacity": [
            "match",
            ["get", "class"],
            "residential",
            0.14,
            "commercial",
            0.24,
            0.32,
          ],
          "fill-outline-color": colours.streetCasing,
        },
      },
      {
        id: "zone-line",
        type: "line",
        source: "zones",
        paint: { "line-color": colours.zoneLine, "line-width": 2 },
      },
      {
        id: "street-casing",
        type: "line",
        source: "city",
        filter: isStreet,
        layout: { "line-cap": "round", "line-join": "round" },
        paint: {
          "line-color": colours.streetCasing,
          "line-opacity": 0.6,
          "line-width": streetWidth(1.3, 0.9),
        },
      },
      {
        id: "street",
        type: "line",
        source: "city",
        filter: isStreet,
        layout: { "line-cap": "round", "line-join": "round" },
        paint: {
          "line-color": colours.street,
          "line-width": streetWidth(1, 0.65),
        },
      },
      {
        id: "water-label",
        type: "symbol",
        source: "city",
        filter: isWater,
        minzoom: 12,
        layout: { "text-field": ["get", "name"], "text-font": LABEL_FONT, "text-size": 13 },
        paint: { "text-color": WATER, ...halo },
      },
      {
        id: "block-label",
        type: "symbol",
        source: "city",
        filter: isNamedBlock,
        minzoom: 15,
        layout: { "text-field": ["get", "name"], "text-font": LABEL_FONT, "text-size": 11 },
        paint: { "text-color": GREEN, ...halo },
      },
      {
        id: "street-label",
        type: "symbol",
        source: "city",
        filter: isPrimary,
        minzoom: 13,
        layout: {
          "symbol-placement": "line",
          "text-field": ["get", "name"],
          "text-font": LABEL_FONT,
          "text-size": 12,
        },
        paint: { "text-color": colours.label, ...halo },
      },
      {
        id: "side-street-label",
        type: "symbol",
        source: "city",
        filter: isMinor,
        minzoom: 14,
        layout: {
          "symbol-placement": "line",
          "text-field": ["get", "name"],
          "text-font": LABEL_FONT,
          "text-size": 11,
        },
        paint: { "text-color": colours.label, ...halo },
      },
      {
        id: "place",
        type: "circle",
        source: "city",
        filter: isPlace,
        paint: {
          "circle-color": colours.place,
          "circle-radius": ["interpolate", ["linear"], ["zoom"], 12, 3, 17, 7],
          "circle-stroke-color": colours.street,
          "circle-stroke-width": 2,
        },
      },
      {
        id: "place-label",
        type: "symbol",
        source: "city",
        filter: isPlace,
        minzoom: 12,
        layout: {
          "text-field": ["get", "name"],
          "text-font": LABEL_FONT,
          "text-size": 13,
          "text-anchor": "top",
          "text-offset": [0, 0.8],
        },
        paint: { "text-color": colours.label, ...halo },
      },
      {
        id: "district-label",
        type: "symbol",
        source: "city",
        filter: isDistrict,
        maxzoom: 15,
        layout: {
          "text-field": ["get", "name"],
          "text-font": LABEL_FONT,
          "text-size": ["interpolate", ["linear"], ["zoom"], 11, 13, 14, 18],
          "text-transform": "uppercase",
          "text-letter-spacing": 0.12,
        },
        paint: { "text-color": colours.zoneLine, ...halo },
      },
    ],
  };
}

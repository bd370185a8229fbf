import type {
  DataDrivenPropertyValueSpecification,
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
 * No `glyphs` URL: MapLibre (≥ 5.11) then draws label text with the browser's own fonts, so labels
 * need no glyph server either. The stack names are CSS font families.
 */
const LABEL_FONT = ["sans-serif"];

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

/**
 * A MapLibre style that needs no tiles, token, glyph server or internet: a plain ground, the API's
 * delivery zones (`zone/list`) as outlined areas, and the city's streets (lines with their names along
 * them) and places (dots with names) from `zone/map-features` — the demo city drawn from the API itself.
 * Without map features (an API that lacks the route) it draws the zones only.
 */
export function demoCityStyle(
  zones: readonly Zone[],
  colours: StyleColours,
  city: MapFeatureCollection | null = null,
): StyleSpecification {
  const isStreet: FilterSpecification = ["==", ["geometry-type"], "LineString"];
  const isPlace: FilterSpecification = ["==", ["geometry-type"], "Point"];
  const streetWidth = (scale: number): DataDrivenPropertyValueSpecification<number> => [
    "interpolate",
    ["exponential", 2],
    ["zoom"],
    12,
    1.5 * scale,
    15,
    6 * scale,
    17,
    14 * scale,
    20,
    48 * scale,
  ];
  return {
    version: 8,
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
          "line-width": streetWidth(1.3),
        },
      },
      {
        id: "street",
        type: "line",
        source: "city",
        filter: isStreet,
        layout: { "line-cap": "round", "line-join": "round" },
        paint: { "line-color": colours.street, "line-width": streetWidth(1) },
      },
      {
        id: "street-label",
        type: "symbol",
        source: "city",
        filter: isStreet,
        minzoom: 13,
        layout: {
          "symbol-placement": "line",
          "text-field": ["get", "name"],
          "text-font": LABEL_FONT,
          "text-size": 12,
        },
        paint: {
          "text-color": colours.label,
          "text-halo-color": colours.street,
          "text-halo-width": 1.5,
        },
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
        paint: {
          "text-color": colours.label,
          "text-halo-color": colours.street,
          "text-halo-width": 1.5,
        },
      },
    ],
  };
}

import type { StyleSpecification } from "maplibre-gl";

import type { Zone } from "@marketplace/api-client";

export interface StyleColours {
  land: string;
  zoneFill: string;
  zoneLine: string;
}

/**
 * A MapLibre style that needs no tiles, token or internet: a plain background and the API's delivery
 * zones (from `zone/list`) as outlined areas, so the demo city is drawn from the API itself.
 */
export function demoCityStyle(zones: readonly Zone[], colours: StyleColours): StyleSpecification {
  const features = zones.flatMap((zone) => {
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
  return {
    version: 8,
    sources: { zones: { type: "geojson", data: { type: "FeatureCollection", features } } },
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
    ],
  };
}

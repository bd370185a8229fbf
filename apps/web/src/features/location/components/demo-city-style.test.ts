import { describe, expect, it } from "vitest";

import { mapFeatureCollectionSchema, zoneSchema } from "@marketplace/api-client";

import { demoCityStyle } from "./demo-city-style";

const colours = {
  land: "#eee",
  zoneFill: "#0f0",
  zoneLine: "#060",
  street: "#fff",
  streetCasing: "#ddd",
  place: "#060",
  label: "#111",
};

const oldTown = zoneSchema.parse({
  id: 1,
  name: "old-town",
  display_name: "Old Town",
  formated_coordinates: [
    { lat: 23.768, lng: 90.378 },
    { lat: 23.766, lng: 90.423 },
    { lat: 23.8, lng: 90.426 },
  ],
});

// As `zone/map-features` answers (apps/api): streets as lines, places as points.
const city = mapFeatureCollectionSchema.parse({
  type: "FeatureCollection",
  features: [
    {
      type: "Feature",
      id: 2,
      geometry: {
        type: "LineString",
        coordinates: [
          [90.3985, 23.7742],
          [90.3985, 23.7802],
          [90.3985, 23.7862],
        ],
      },
      properties: { name: "Market Street", kind: "street", district: "Old Town" },
    },
    {
      type: "Feature",
      id: 6,
      geometry: { type: "Point", coordinates: [90.4007, 23.7868] },
      properties: { name: "Cathedral Square", kind: "landmark", district: "Old Town" },
    },
  ],
});

function sourceData(style: ReturnType<typeof demoCityStyle>, id: string): unknown {
  const source = style.sources[id];
  return source && "data" in source ? source.data : null;
}

describe("demoCityStyle", () => {
  it("draws each zone of the API as a closed polygon, without any remote source", () => {
    const style = demoCityStyle([oldTown], colours);
    expect(style.sources.zones?.type).toBe("geojson");
    expect(sourceData(style, "zones")).toMatchObject({
      features: [
        {
          properties: { id: 1, name: "Old Town" },
          geometry: {
            coordinates: [
              [
                [90.378, 23.768],
                [90.423, 23.766],
                [90.426, 23.8],
                [90.378, 23.768],
              ],
            ],
          },
        },
      ],
    });
    expect(JSON.stringify(style)).not.toMatch(/https?:/);
  });

  it("skips zones without a usable outline", () => {
    const zone = zoneSchema.parse({
      id: 2,
      name: "tiny",
      formated_coordinates: [{ lat: 1, lng: 1 }],
    });
    const style = demoCityStyle([zone], colours);
    expect(sourceData(style, "zones")).toMatchObject({ features: [] });
  });

  it("draws the city's streets as named lines and its places as named dots", () => {
    const style = demoCityStyle([oldTown], colours, city);
    expect(sourceData(style, "city")).toEqual(city);
    const byId = new Map(style.layers.map((layer) => [layer.id, layer]));
    expect(byId.get("street")).toMatchObject({
      type: "line",
      source: "city",
      filter: ["==", ["geometry-type"], "LineString"],
    });
    expect(byId.get("street-label")).toMatchObject({
      type: "symbol",
      layout: { "symbol-placement": "line", "text-field": ["get", "name"] },
    });
    expect(byId.get("place")).toMatchObject({
      type: "circle",
      filter: ["==", ["geometry-type"], "Point"],
    });
    expect(byId.get("place-label")).toMatchObject({ layout: { "text-field": ["get", "name"] } });
    // Labels use the browser's fonts: no glyph server, no tiles, nothing remote.
    expect(style.glyphs).toBeUndefined();
    expect(JSON.stringify(style)).not.toMatch(/https?:/);
    // Zones stay under the streets, labels on top.
    const order = style.layers.map((layer) => layer.id);
    expect(order.indexOf("zone-fill")).toBeLessThan(order.indexOf("street"));
    expect(order.indexOf("street")).toBeLessThan(order.indexOf("street-label"));
  });

  it("draws zones only when the API has no map features", () => {
    const style = demoCityStyle([oldTown], colours, null);
    expect(sourceData(style, "city")).toEqual({ type: "FeatureCollection", features: [] });
  });
});

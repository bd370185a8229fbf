import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { mapFeatureCollectionSchema, zoneSchema } from "@marketplace/api-client";

import { demoCityStyle, MAP_FONT_URL } from "./demo-city-style";

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

// As `zone/map-features` answers (apps/api): streets as lines, places and districts as points, blocks
// and water as polygons.
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
    {
      type: "Feature",
      geometry: {
        type: "LineString",
        coordinates: [
          [90.3785, 23.7797],
          [90.4235, 23.7797],
        ],
      },
      properties: { name: "Vault Lane", kind: "street", class: "minor", district: "Old Town" },
    },
    {
      type: "Feature",
      geometry: {
        type: "Polygon",
        coordinates: [
          [
            [90.3987, 23.7799],
            [90.4001, 23.7799],
            [90.4001, 23.781],
            [90.3987, 23.781],
            [90.3987, 23.7799],
          ],
        ],
      },
      properties: { name: "", kind: "block", class: "residential", district: "Old Town" },
    },
    {
      type: "Feature",
      geometry: { type: "Point", coordinates: [90.401, 23.7835] },
      properties: { name: "Old Town", kind: "district", district: "Old Town" },
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
    const isPlace = [
      "all",
      ["==", ["geometry-type"], "Point"],
      ["!=", ["get", "kind"], "district"],
    ];
    expect(byId.get("place")).toMatchObject({ type: "circle", filter: isPlace });
    expect(byId.get("place-label")).toMatchObject({
      filter: isPlace,
      layout: { "text-field": ["get", "name"] },
    });
    // Labels use the page's own font file from this origin: no glyph server, no tiles, nothing remote.
    expect(style.glyphs).toBeUndefined();
    expect(style["font-faces"]).toEqual({ Inter: MAP_FONT_URL });
    expect(MAP_FONT_URL).toMatch(/^\/[^/]/);
    expect(JSON.stringify(style)).not.toMatch(/https?:/);
    // Zones stay under the streets, labels on top.
    const order = style.layers.map((layer) => layer.id);
    expect(order.indexOf("zone-fill")).toBeLessThan(order.indexOf("street"));
    expect(order.indexOf("street")).toBeLessThan(order.indexOf("street-label"));
  });

  it("draws blocks and water under the streets, side streets and their names from street zoom", () => {
    const style = demoCityStyle([oldTown], colours, city);
    const byId = new Map(style.layers.map((layer) => [layer.id, layer]));
    expect(byId.get("block")).toMatchObject({
      type: "fill",
      filter: ["all", ["==", ["geometry-type"], "Polygon"], ["==", ["get", "kind"], "block"]],
    });
    expect(byId.get("water")).toMatchObject({
      type: "fill",
      filter: ["all", ["==", ["geometry-type"], "Polygon"], ["==", ["get", "kind"], "water"]],
    });
    expect(byId.get("side-street-label")).toMatchObject({
      type: "symbol",
      minzoom: 14,
      filter: ["all", ["==", ["geometry-type"], "LineString"], ["!=", ["get", "class"], "primary"]],
      layout: { "symbol-placement": "line", "text-field": ["get", "name"] },
    });
    expect(byId.get("district-label")).toMatchObject({
      type: "symbol",
      filter: ["all", ["==", ["geometry-type"], "Point"], ["==", ["get", "kind"], "district"]],
    });
    const order = style.layers.map((layer) => layer.id);
    expect(order.indexOf("water")).toBeLessThan(order.indexOf("block"));
    expect(order.indexOf("block")).toBeLessThan(order.indexOf("street-casing"));
    expect(order.indexOf("street")).toBeLessThan(order.indexOf("side-street-label"));
  });

  it("serves the label font as the very file the page uses", () => {
    // Next serves public/ from the site's root; the page's font is src/fonts (next/font/local).
    const served = readFileSync(path.join(process.cwd(), "public", MAP_FONT_URL));
    const page = readFileSync(path.join(process.cwd(), "src/fonts/inter-latin-wght-normal.woff2"));
    expect(served.equals(page)).toBe(true);
  });

  it("draws zones only when the API has no map features", () => {
    const style = demoCityStyle([oldTown], colours, null);
    expect(sourceData(style, "city")).toEqual({ type: "FeatureCollection", features: [] });
  });
});

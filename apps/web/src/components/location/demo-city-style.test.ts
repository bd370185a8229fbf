import { describe, expect, it } from "vitest";

import { zoneSchema } from "@marketplace/api-client";

import { demoCityStyle } from "./demo-city-style";

const colours = { land: "#eee", zoneFill: "#0f0", zoneLine: "#060" };

describe("demoCityStyle", () => {
  it("draws each zone of the API as a closed polygon, without any remote source", () => {
    const zone = zoneSchema.parse({
      id: 1,
      name: "old-town",
      display_name: "Old Town",
      formated_coordinates: [
        { lat: 23.768, lng: 90.378 },
        { lat: 23.766, lng: 90.423 },
        { lat: 23.8, lng: 90.426 },
      ],
    });
    const style = demoCityStyle([zone], colours);
    const source = style.sources.zones;
    expect(source?.type).toBe("geojson");
    const data: unknown = source && "data" in source ? source.data : null;
    expect(data).toMatchObject({
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
    const source = style.sources.zones;
    expect(source && "data" in source ? source.data : null).toMatchObject({ features: [] });
  });
});

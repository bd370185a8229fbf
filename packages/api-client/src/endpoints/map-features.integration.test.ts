import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { TestServer } from "../testing/test-server";
import { createClient } from "../client/create-client";
import { isResponseValidationError } from "../errors/validation-error";
import { mapFeaturesKey } from "../query/map-feature-queries";
import { startTestServer } from "../testing/test-server";
import { getMapFeatures } from "./map-features";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
});
const client = () => createClient({ baseUrl: server.baseUrl, retry: 0 });

describe("zone/map-features", () => {
  it("parses streets as lines and places as points, numeric strings included", async () => {
    server.route("GET", "zone/map-features", {
      body: {
        type: "FeatureCollection",
        features: [
          {
            type: "Feature",
            id: 2,
            geometry: {
              type: "LineString",
              coordinates: [
                ["90.3985", "23.7742"],
                [90.3985, 23.7802],
              ],
            },
            properties: {
              name: "Market Street",
              kind: "street",
              district: "Old Town",
              place_id: "lks-market-street",
            },
          },
          {
            type: "Feature",
            id: 6,
            geometry: { type: "Point", coordinates: [90.4007, 23.7868] },
            properties: { name: "Cathedral Square", kind: "landmark", district: "Old Town" },
          },
        ],
      },
    });
    const city = await getMapFeatures(client());
    expect(server.requests.at(-1)?.path).toBe("zone/map-features");
    expect(city.features.map((feature) => feature.geometry.type)).toEqual(["LineString", "Point"]);
    expect(city.features[0]?.geometry.coordinates[0]).toEqual([90.3985, 23.7742]);
    expect(city.features[1]?.properties.name).toBe("Cathedral Square");
  });

  it("rejects a feature without a name or with an unknown geometry", async () => {
    server.route("GET", "zone/map-features", {
      body: {
        type: "FeatureCollection",
        features: [
          { type: "Feature", geometry: { type: "Polygon", coordinates: [] }, properties: {} },
        ],
      },
    });
    const error = await getMapFeatures(client()).catch((caught: unknown) => caught);
    expect(isResponseValidationError(error)).toBe(true);
  });

  it("parses blocks and water as polygons with their class", async () => {
    const ring = [
      [90.3987, 23.7799],
      [90.4001, 23.7799],
      [90.4001, 23.781],
      [90.3987, 23.7799],
    ];
    server.route("GET", "zone/map-features", {
      body: {
        type: "FeatureCollection",
        features: [
          {
            type: "Feature",
            geometry: { type: "Polygon", coordinates: [ring] },
            properties: { name: "", kind: "block", class: "park", district: "Old Town" },
          },
        ],
      },
    });
    const city = await getMapFeatures(client());
    expect(city.features[0]?.geometry).toEqual({ type: "Polygon", coordinates: [ring] });
    expect(city.features[0]?.properties).toMatchObject({ name: "", kind: "block", class: "park" });
  });

  it("rejects a named feature of an unknown geometry, and a polygon ring of fewer than 4 positions", async () => {
    for (const geometry of [
      { type: "MultiPoint", coordinates: [[90.4, 23.8]] },
      {
        type: "Polygon",
        coordinates: [
          [
            [90.4, 23.8],
            [90.41, 23.8],
            [90.4, 23.8],
          ],
        ],
      },
    ]) {
      server.route("GET", "zone/map-features", {
        body: {
          type: "FeatureCollection",
          features: [
            { type: "Feature", geometry, properties: { name: "Lake Lumen", kind: "water" } },
          ],
        },
      });
      const error = await getMapFeatures(client()).catch((caught: unknown) => caught);
      expect(isResponseValidationError(error)).toBe(true);
    }
  });

  it("keys the query under the config scope", () => {
    expect(mapFeaturesKey()).toEqual(["marketplace", "config", "map-features"]);
  });
});

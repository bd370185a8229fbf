import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { MapFeature } from "@marketplace/api-client";
import { geocode, getMapFeatures, getZones, placeDetails } from "@marketplace/api-client";

import { placeDefs } from "../../seed/city";
import { generatedCityFeatures, streetAxes } from "../../seed/city-map";
import { sdkClient } from "../../test/sdk";
import { createTestApp } from "../../test/test-db";

let setup: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  setup = await createTestApp();
});
afterAll(async () => {
  await setup.dispose();
});

const named = (features: MapFeature[], name: string) =>
  features.find((feature) => feature.properties.name === name);

describe("zone/map-features (our extension)", () => {
  it("answers every gazetteer entry: streets as lines, landmarks and neighbourhoods as points", async () => {
    const city = await getMapFeatures(sdkClient(setup.app));
    expect(city.type).toBe("FeatureCollection");
    const gazetteer = city.features.filter((feature) => feature.properties.place_id);
    expect(gazetteer).toHaveLength(placeDefs.length);
    const streets = gazetteer.filter((feature) => feature.properties.kind === "street");
    expect(streets.map((feature) => feature.properties.name).sort()).toEqual(
      Object.keys(streetAxes).sort(),
    );
    expect(streets.every((feature) => feature.geometry.type === "LineString")).toBe(true);
    expect(streets.every((feature) => feature.properties.class === "primary")).toBe(true);
    const others = gazetteer.filter((feature) => feature.properties.kind !== "street");
    expect(others.every((feature) => feature.geometry.type === "Point")).toBe(true);
    expect(named(city.features, "Cathedral Square")?.geometry).toEqual({
      type: "Point",
      coordinates: [90.4007, 23.7868],
    });
  });

  it("names places as the place search and the reverse geocoder do", async () => {
    const client = sdkClient(setup.app);
    const city = await getMapFeatures(client);
    const market = named(city.features, "Market Street");
    expect(market?.properties.place_id).toBe("lks-market-street");
    expect(market?.geometry.type).toBe("LineString");
    // The line runs through the gazetteer point, which the geocoder names "Market Street".
    expect(market?.geometry.coordinates).toContainEqual([90.3985, 23.7802]);
    const details = await placeDetails(client, "lks-market-street");
    expect(details.location_lat_lng).toEqual({ lat: 23.7802, lng: 90.3985 });
    const address = await geocode(client, { lat: 23.7802, lng: 90.3985 });
    expect(address.results[0]?.formatted_address).toBe(market?.properties.formatted_address);
  });

  it("adds the seed's generated map: side streets, blocks by use, water and district labels", async () => {
    const city = await getMapFeatures(sdkClient(setup.app));
    const generated = generatedCityFeatures();
    expect(city.features).toHaveLength(placeDefs.length + generated.length);
    const count = (kind: string, type: string) =>
      city.features.filter((f) => f.properties.kind === kind && f.geometry.type === type).length;
    expect(count("street", "LineString")).toBeGreaterThan(100);
    expect(count("block", "Polygon")).toBeGreaterThan(1000);
    expect(count("water", "Polygon")).toBe(2);
    expect(count("district", "Point")).toBe(4);
    const side = city.features.find((f) => f.properties.class === "minor");
    expect(side?.properties).toMatchObject({ kind: "street", district: "Old Town" });
    expect(side?.properties.name).toMatch(/ (Street|Lane)$/);
    // Water first, so that one GeoJSON source draws it under the blocks and streets.
    expect(city.features[0]?.properties.kind).toBe("water");
  });

  it("keeps the streets and places of the three zones within the zones' extent (Eastfield lies outside)", async () => {
    const client = sdkClient(setup.app);
    const [city, zones] = await Promise.all([getMapFeatures(client), getZones(client)]);
    const lngs = zones.flatMap((zone) => (zone.formated_coordinates ?? []).map((p) => p.lng));
    const lats = zones.flatMap((zone) => (zone.formated_coordinates ?? []).map((p) => p.lat));
    const inZones = city.features.filter(
      (feature) => feature.properties.place_id && feature.properties.district !== "Eastfield",
    );
    for (const feature of inZones) {
      const points =
        feature.geometry.type === "Point"
          ? [feature.geometry.coordinates]
          : feature.geometry.coordinates;
      for (const [lng = 0, lat = 0] of points) {
        expect(lng).toBeGreaterThanOrEqual(Math.min(...lngs));
        expect(lng).toBeLessThanOrEqual(Math.max(...lngs));
        expect(lat).toBeGreaterThanOrEqual(Math.min(...lats));
        expect(lat).toBeLessThanOrEqual(Math.max(...lats));
      }
    }
    expect(named(city.features, "Eastfield Industrial Park")?.properties.kind).toBe(
      "neighbourhood",
    );
  });
});

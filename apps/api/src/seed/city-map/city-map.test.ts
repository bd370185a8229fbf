import booleanPointInPolygon from "@turf/boolean-point-in-polygon";
import { point, polygon } from "@turf/helpers";
import { describe, expect, it } from "vitest";

import type { CityFeature, Position } from "./geometry";
import { buildDemoData } from "../build";
import { placeDefs, zoneDefs } from "../city";
import { blockFeatures } from "./blocks";
import { districts, generatedCityFeatures } from "./index";
import { sideStreetFeatures } from "./side-streets";
import { waterFeatures } from "./water";

const features = generatedCityFeatures();
const ofKind = (kind: string) => features.filter((feature) => feature.properties.kind === kind);
const ringOf = (feature: CityFeature): Position[] =>
  feature.geometry.type === "Polygon" ? (feature.geometry.coordinates[0] ?? []) : [];
const linePoints = (feature: CityFeature): Position[] =>
  feature.geometry.type === "LineString" ? feature.geometry.coordinates : [];

/** Metres per degree at Lakeshore's latitude. */
const M_PER_LAT = 111_320;
const M_PER_LNG = 111_320 * Math.cos((23.8 * Math.PI) / 180);

/** The part of the map a 412 × 823 phone shows at zoom 16 (about 450 × 900 m), centred on a point. */
function phoneView(lng: number, lat: number) {
  const halfLng = 225 / M_PER_LNG;
  const halfLat = 450 / M_PER_LAT;
  return { west: lng - halfLng, east: lng + halfLng, south: lat - halfLat, north: lat + halfLat };
}

const inView = (view: ReturnType<typeof phoneView>, [lng, lat]: Position) =>
  lng >= view.west && lng <= view.east && lat >= view.south && lat <= view.north;

describe("the demo city's generated map", () => {
  it("is the same on every build", () => {
    expect(JSON.stringify(blockFeatures())).toBe(JSON.stringify(blockFeatures()));
    expect(JSON.stringify([...waterFeatures(), ...blockFeatures(), ...sideStreetFeatures()])).toBe(
      JSON.stringify(features.filter((feature) => feature.properties.kind !== "district")),
    );
  });

  it("names every side street once, never as a gazetteer street is named", () => {
    const names = ofKind("street").map((feature) => feature.properties.name);
    expect(names.length).toBeGreaterThan(100);
    expect(new Set(names).size).toBe(names.length);
    const gazetteer = new Set(placeDefs.map((place) => place.name));
    expect(names.filter((name) => gazetteer.has(name))).toEqual([]);
    expect(names.every((name) => /^[A-Z][a-z]+ (Street|Lane|Avenue|Road|Way)$/.test(name))).toBe(
      true,
    );
  });

  it("shows named streets in both directions and blocks around every zone's centre at street zoom", () => {
    for (const zone of zoneDefs) {
      const [west, south, east, north] = zone.box;
      const view = phoneView((west + east) / 2, (south + north) / 2);
      const streets = ofKind("street").filter((feature) => {
        const [a, b] = linePoints(feature);
        if (!a || !b) return false;
        // A grid line crosses the view when its fixed coordinate lies within it.
        return a[0] === b[0]
          ? a[0] >= view.west && a[0] <= view.east
          : a[1] >= view.south && a[1] <= view.north;
      });
      const northSouth = streets.filter(
        (feature) => linePoints(feature)[0]?.[0] === linePoints(feature)[1]?.[0],
      );
      expect(northSouth.length, zone.displayName).toBeGreaterThanOrEqual(2);
      expect(streets.length - northSouth.length, zone.displayName).toBeGreaterThanOrEqual(4);
      const blocks = ofKind("block").filter((feature) =>
        ringOf(feature).some((p) => inView(view, p)),
      );
      expect(blocks.length, zone.displayName).toBeGreaterThanOrEqual(8);
    }
  });

  it("keeps blocks inside their district and out of the water", () => {
    const water = ofKind("water").map((feature) => polygon([ringOf(feature)]));
    expect(water).toHaveLength(2);
    for (const block of ofKind("block")) {
      const district = districts.find((entry) => entry.name === block.properties.district);
      expect(district).toBeDefined();
      for (const [lng, lat] of ringOf(block)) {
        expect(lng).toBeGreaterThanOrEqual(district?.west ?? Infinity);
        expect(lng).toBeLessThanOrEqual(district?.east ?? -Infinity);
        expect(lat).toBeGreaterThanOrEqual(district?.south ?? Infinity);
        expect(lat).toBeLessThanOrEqual(district?.north ?? -Infinity);
        expect(water.some((area) => booleanPointInPolygon(point([lng, lat]), area))).toBe(false);
      }
    }
  });

  it("puts no store, place or the default location in the water", () => {
    const water = ofKind("water").map((feature) => polygon([ringOf(feature)]));
    const stores = buildDemoData(new Date("2026-01-01T00:00:00Z")).stores.map((store): Position => [
      Number(store.longitude),
      Number(store.latitude),
    ]);
    const spots: Position[] = [
      ...stores,
      ...placeDefs.map((place): Position => [place.lng, place.lat]),
      [90.401, 23.7925],
    ];
    expect(stores.length).toBeGreaterThan(10);
    for (const spot of spots) {
      expect(
        water.some((area) => booleanPointInPolygon(point(spot), area)),
        String(spot),
      ).toBe(false);
    }
  });

  it("gives landmark blocks the landmark's use", () => {
    const blockAt = ([lng, lat]: Position) =>
      ofKind("block").find((block) =>
        booleanPointInPolygon(point([lng, lat]), polygon([ringOf(block)])),
      );
    const use = (name: string) => {
      const place = placeDefs.find((entry) => entry.name === name);
      return place ? blockAt([place.lng, place.lat])?.properties.class : undefined;
    };
    expect(use("Riverside Park")).toBe("park");
    expect(use("Lakeshore University")).toBe("campus");
    expect(use("Lakeshore General Hospital")).toBe("hospital");
  });
});

import { describe, expect, it } from "vitest";

import { parsePreferences, parseZoneIds } from "./parse-preferences";

describe("parseZoneIds", () => {
  it("reads the JSON array string the contract uses", () => {
    expect(parseZoneIds("[1,3]")).toEqual([1, 3]);
  });
  it("accepts a single id and drops garbage", () => {
    expect(parseZoneIds("2")).toEqual([2]);
    expect(parseZoneIds("not json")).toEqual([]);
    expect(parseZoneIds(undefined)).toEqual([]);
  });
  it("treats a tampered list as no zones saved rather than keeping part of it", () => {
    expect(parseZoneIds("[1,0]")).toEqual([]);
    expect(parseZoneIds('["x"]')).toEqual([]);
  });
});

describe("parsePreferences", () => {
  it("defaults to the light theme, English, no location and no module", () => {
    expect(parsePreferences({})).toEqual({
      theme: "light",
      language: "en",
      location: null,
      module: null,
    });
  });

  it("keeps a saved dark theme, Arabic, location and module", () => {
    const prefs = parsePreferences({
      theme: "dark",
      language: "ar",
      zoneIds: "[1]",
      latitude: "23.81",
      longitude: "90.41",
      location: "Road 1, Demo City",
      moduleId: "2",
      moduleType: "food",
    });
    expect(prefs).toEqual({
      theme: "dark",
      language: "ar",
      location: { zoneIds: [1], latitude: 23.81, longitude: 90.41, address: "Road 1, Demo City" },
      module: { id: 2, type: "food" },
    });
  });

  it("has no location without a zone or with coordinates out of range", () => {
    expect(parsePreferences({ zoneIds: "[]", latitude: "1", longitude: "1" }).location).toBeNull();
    expect(
      parsePreferences({ zoneIds: "[1]", latitude: "91", longitude: "1" }).location,
    ).toBeNull();
  });

  it("has no module for an unknown module type", () => {
    expect(parsePreferences({ moduleId: "1", moduleType: "rental" }).module).toBeNull();
  });
});

import { describe, expect, it } from "vitest";

import { parseZoneIds, readRequestContext } from "./request-context";

const headers = (values: Record<string, string>) => (name: string) => values[name];

describe("parseZoneIds", () => {
  it("reads a JSON array sent as a string", () => {
    expect(parseZoneIds("[1,3]")).toEqual([1, 3]);
    expect(parseZoneIds('["2"]')).toEqual([2]);
  });
  it("accepts a single number", () => {
    expect(parseZoneIds("2")).toEqual([2]);
  });
  it("rejects garbage", () => {
    expect(parseZoneIds("[abc")).toBeNull();
    expect(parseZoneIds("[-1]")).toBeNull();
    expect(parseZoneIds("[]")).toBeNull();
    expect(parseZoneIds(undefined)).toBeNull();
  });
});

describe("readRequestContext", () => {
  it("treats `Bearer null` as signed out", () => {
    expect(readRequestContext(headers({ authorization: "Bearer null" })).token).toBeNull();
    expect(readRequestContext(headers({ authorization: "Bearer abc" })).token).toBe("abc");
  });
  it("reads module, coordinates and language", () => {
    const ctx = readRequestContext(
      headers({ moduleid: "3", latitude: "23.81", longitude: "90.41", "x-localization": "ar" }),
    );
    expect(ctx).toMatchObject({
      moduleId: 3,
      latitude: 23.81,
      longitude: 90.41,
      locale: "ar",
      zoneIds: null,
    });
  });
  it("ignores out-of-range coordinates", () => {
    expect(readRequestContext(headers({ latitude: "123" })).latitude).toBeNull();
  });
});

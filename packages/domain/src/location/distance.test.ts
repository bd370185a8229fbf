import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { distanceMeters } from "./distance";

describe("distanceMeters", () => {
  it("measures the great-circle distance in metres", () => {
    expect(distanceMeters({ lat: 0, lng: 0 }, { lat: 0, lng: 1 })).toBeCloseTo(111_195, 0);
    expect(distanceMeters({ lat: 23.8103, lng: 90.4125 }, { lat: 23.8103, lng: 90.4125 })).toBe(0);
  });

  it("rejects impossible coordinates", () => {
    expect(() => distanceMeters({ lat: 91, lng: 0 }, { lat: 0, lng: 0 })).toThrow(
      expect.objectContaining({ code: "invalid_amount" }),
    );
    expect(() => distanceMeters({ lat: 0, lng: 0 }, { lat: 0, lng: Number.NaN })).toThrow(
      expect.objectContaining({ code: "invalid_amount" }),
    );
  });

  it("is symmetric and never negative", () => {
    const point = fc.record({
      lat: fc.double({ min: -90, max: 90, noNaN: true }),
      lng: fc.double({ min: -180, max: 180, noNaN: true }),
    });
    fc.assert(
      fc.property(point, point, (a, b) => {
        const there = distanceMeters(a, b);
        expect(there).toBeGreaterThanOrEqual(0);
        expect(there).toBeCloseTo(distanceMeters(b, a), 6);
      }),
      { numRuns: 1000 },
    );
  });
});

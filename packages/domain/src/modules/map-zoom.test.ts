import { describe, expect, it } from "vitest";

import { clampMapZoom, defaultMapZoom } from "./map-zoom";

describe("clampMapZoom", () => {
  it("map zoom is limited to 1 to 21", () => {
    expect(clampMapZoom(0)).toBe(1);
    expect(clampMapZoom(25)).toBe(21);
    expect(clampMapZoom(12.5)).toBe(12.5);
    expect(clampMapZoom(Number.NaN)).toBe(17);
  });
});

describe("defaultMapZoom", () => {
  it("default 17, or 9 when a service-area polygon is shown", () => {
    expect(defaultMapZoom(false)).toBe(17);
    expect(defaultMapZoom(true)).toBe(9);
  });
});

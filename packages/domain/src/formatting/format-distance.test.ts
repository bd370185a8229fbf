import { describe, expect, it } from "vitest";

import { formatDistance } from "./format-distance";

describe("formatDistance", () => {
  it("shows distance in km with the configured decimals", () => {
    expect(formatDistance(2345, 2)).toEqual({ code: "distance_km", value: "2.35" });
    expect(formatDistance(2345, 0)).toEqual({ code: "distance_km", value: "2" });
    expect(formatDistance(1_000_000, 1)).toEqual({ code: "distance_km", value: "1000.0" });
  });

  it("over 1000 km shows '1k+ km'", () => {
    expect(formatDistance(1_000_001, 2)).toEqual({ code: "distance_over_1k_km" });
  });

  it.each([-1, Number.NaN])("rejects %s", (meters) => {
    expect(() => formatDistance(meters, 2)).toThrow(
      expect.objectContaining({ code: "invalid_amount" }),
    );
  });
});

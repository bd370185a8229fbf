import { describe, expect, it } from "vitest";

import { loyaltyPointsValue } from "./loyalty-points";

describe("loyaltyPointsValue", () => {
  it("divides the points by loyalty_point_exchange_rate (the seed's 10 points per unit)", () => {
    expect(loyaltyPointsValue(200, 10, 2)).toBe(2000);
    expect(loyaltyPointsValue(100, 10, 2)).toBe(1000);
  });

  it("rounds once, half up, to the configured decimals", () => {
    // 100 / 3 = 33.333… → 33.33; 200 / 3 = 66.666… → 66.67.
    expect(loyaltyPointsValue(100, 3, 2)).toBe(3333);
    expect(loyaltyPointsValue(200, 3, 2)).toBe(6667);
    expect(loyaltyPointsValue(100, 3, 0)).toBe(33);
    expect(loyaltyPointsValue(1, 8, 2)).toBe(13);
  });

  it("reads a rate sent as a decimal string", () => {
    expect(loyaltyPointsValue(150, "2.5", 2)).toBe(6000);
  });

  it("rejects a rate that is not above 0 and points that are not whole", () => {
    expect(() => loyaltyPointsValue(100, 0, 2)).toThrow(
      expect.objectContaining({ code: "invalid_amount" }),
    );
    expect(() => loyaltyPointsValue(100, "x", 2)).toThrow(
      expect.objectContaining({ code: "invalid_amount" }),
    );
    expect(() => loyaltyPointsValue(1.5, 10, 2)).toThrow(
      expect.objectContaining({ code: "invalid_quantity" }),
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { freeDeliveryProgress } from "./free-delivery-progress";

describe("freeDeliveryProgress", () => {
  it("is the cart subtotal divided by free_delivery_over, with the amount still missing", () => {
    expect(freeDeliveryProgress(2500, 10000)).toEqual({
      code: "free_delivery_progress",
      percent: 25,
      remaining: 7500,
    });
  });

  it("is clamped to 100 percent once the subtotal reaches free_delivery_over", () => {
    expect(freeDeliveryProgress(10000, 10000)).toEqual({
      code: "free_delivery_reached",
      percent: 100,
      remaining: 0,
    });
    expect(freeDeliveryProgress(25000, 10000)).toEqual({
      code: "free_delivery_reached",
      percent: 100,
      remaining: 0,
    });
  });

  it("starts at 0 percent for an empty cart", () => {
    expect(freeDeliveryProgress(0, 10000)).toEqual({
      code: "free_delivery_progress",
      percent: 0,
      remaining: 10000,
    });
  });

  it("is not offered without a free_delivery_over threshold", () => {
    expect(freeDeliveryProgress(500, null)).toEqual({ code: "free_delivery_not_offered" });
    expect(freeDeliveryProgress(500, 0)).toEqual({ code: "free_delivery_not_offered" });
  });

  it("rejects negative or fractional amounts", () => {
    expect(() => freeDeliveryProgress(-1, 100)).toThrow(
      expect.objectContaining({ code: "invalid_amount" }),
    );
    expect(() => freeDeliveryProgress(1, -100)).toThrow(
      expect.objectContaining({ code: "invalid_amount" }),
    );
    expect(() => freeDeliveryProgress(Number.NaN, 100)).toThrow(
      expect.objectContaining({ code: "invalid_amount" }),
    );
  });

  it("always stays within 0 to 100 percent", () => {
    fc.assert(
      fc.property(fc.nat({ max: 1e9 }), fc.integer({ min: 1, max: 1e9 }), (subtotal, over) => {
        const progress = freeDeliveryProgress(subtotal, over);
        expect(progress.code).not.toBe("free_delivery_not_offered");
        if (progress.code !== "free_delivery_not_offered") {
          expect(progress.percent).toBeGreaterThanOrEqual(0);
          expect(progress.percent).toBeLessThanOrEqual(100);
          expect(progress.remaining).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 1000 },
    );
  });
});

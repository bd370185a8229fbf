import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { couponDiscount } from "./coupon-discount";

describe("couponDiscount", () => {
  it("'To apply this coupon, total item amount should be minimum' below min_purchase", () => {
    expect(
      couponDiscount({ discount: 10, discount_type: "percent", min_purchase: 50 }, 4999, 2),
    ).toEqual({
      code: "coupon_min_purchase",
      minPurchase: 5000,
    });
  });

  it("takes the percent off the items total, capped by max_discount", () => {
    expect(
      couponDiscount(
        { discount: 10, discount_type: "percent", min_purchase: 20, max_discount: 5 },
        8000,
        2,
      ),
    ).toEqual({
      code: "coupon_applied",
      discount: 500,
    });
    expect(
      couponDiscount({ discount: 10, discount_type: "percent", max_discount: 0 }, 8000, 2),
    ).toEqual({
      code: "coupon_applied",
      discount: 800,
    });
    expect(couponDiscount({ discount: 12.5, discount_type: null }, 999, 2)).toEqual({
      code: "coupon_applied",
      discount: 125,
    });
  });

  it("takes the amount off, never more than the items total", () => {
    expect(couponDiscount({ discount: 3.5, discount_type: "amount" }, 8000, 2)).toEqual({
      code: "coupon_applied",
      discount: 350,
    });
    expect(couponDiscount({ discount: 100, discount_type: "amount" }, 8000, 2)).toEqual({
      code: "coupon_applied",
      discount: 8000,
    });
  });

  it("a free-delivery coupon takes nothing off the items", () => {
    expect(couponDiscount({ discount: 0, coupon_type: "free_delivery" }, 8000, 2)).toEqual({
      code: "coupon_free_delivery",
      discount: 0,
    });
  });

  it("rejects a negative items total", () => {
    expect(() => couponDiscount({ discount: 1 }, -1, 2)).toThrow(
      expect.objectContaining({ code: "invalid_amount" }),
    );
  });

  it("the discount stays between 0 and the items total", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 500, noNaN: true }),
        fc.constantFrom("percent" as const, "amount" as const),
        fc.nat({ max: 10_000_000 }),
        (discount, type, total) => {
          const outcome = couponDiscount({ discount, discount_type: type }, total, 2);
          expect(outcome.code).toBe("coupon_applied");
          if (outcome.code === "coupon_applied") {
            expect(outcome.discount).toBeGreaterThanOrEqual(0);
            expect(outcome.discount).toBeLessThanOrEqual(total);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});

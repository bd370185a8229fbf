import fc from "fast-check";
import { describe, expect, it } from "vitest";

import type { DeliveryChargeInput } from "./delivery-charge";
import { deliveryCharge } from "./delivery-charge";

/** The demo zone: 0.60 per km, at least 1.50, at most 10.00, free over 50.00. */
const zone: DeliveryChargeInput = {
  orderType: "delivery",
  distanceKm: 4,
  perKmCharge: 0.6,
  minimumCharge: 1.5,
  maximumCharge: 10,
  increasedFeePercent: null,
  storeFreeDelivery: false,
  freeDeliveryCoupon: false,
  subtotal: 2400,
  freeDeliveryOver: 5000,
};

describe("deliveryCharge", () => {
  it("charges distance × per-km charge", () => {
    expect(deliveryCharge(zone, 2)).toEqual({ code: "delivery_charge", charge: 240 });
  });

  it("charges at least the minimum and at most the maximum", () => {
    expect(deliveryCharge({ ...zone, distanceKm: 1 }, 2)).toEqual({
      code: "delivery_charge",
      charge: 150,
    });
    expect(deliveryCharge({ ...zone, distanceKm: 40 }, 2)).toEqual({
      code: "delivery_charge",
      charge: 1000,
    });
    expect(deliveryCharge({ ...zone, distanceKm: 40, maximumCharge: 0 }, 2)).toEqual({
      code: "delivery_charge",
      charge: 2400,
    });
    expect(deliveryCharge({ ...zone, distanceKm: 40, maximumCharge: null }, 2)).toEqual({
      code: "delivery_charge",
      charge: 2400,
    });
  });

  it("raises the charge by the zone's increased delivery fee", () => {
    expect(deliveryCharge({ ...zone, increasedFeePercent: 25 }, 2)).toEqual({
      code: "delivery_charge",
      charge: 300,
    });
    expect(deliveryCharge({ ...zone, distanceKm: 3.345, increasedFeePercent: 10 }, 2)).toEqual({
      code: "delivery_charge",
      charge: 221,
    });
  });

  it("is free for take-away, free-delivery stores, free-delivery coupons and at free_delivery_over", () => {
    expect(deliveryCharge({ ...zone, orderType: "take_away" }, 2)).toEqual({
      code: "free_delivery",
      charge: 0,
      reason: "take_away",
    });
    expect(deliveryCharge({ ...zone, storeFreeDelivery: true }, 2)).toEqual({
      code: "free_delivery",
      charge: 0,
      reason: "store",
    });
    expect(deliveryCharge({ ...zone, freeDeliveryCoupon: true }, 2)).toEqual({
      code: "free_delivery",
      charge: 0,
      reason: "coupon",
    });
    expect(deliveryCharge({ ...zone, subtotal: 5000 }, 2)).toEqual({
      code: "free_delivery",
      charge: 0,
      reason: "threshold",
    });
    expect(deliveryCharge({ ...zone, subtotal: 5000, freeDeliveryOver: null }, 2).code).toBe(
      "delivery_charge",
    );
  });

  it("rejects a negative or NaN distance", () => {
    expect(() => deliveryCharge({ ...zone, distanceKm: -1 }, 2)).toThrow(
      expect.objectContaining({ code: "invalid_amount" }),
    );
    expect(() => deliveryCharge({ ...zone, distanceKm: Number.NaN }, 2)).toThrow(
      expect.objectContaining({ code: "invalid_amount" }),
    );
  });

  it("never charges less than the minimum or a negative amount, and never more for a shorter trip", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 500, noNaN: true }),
        fc.double({ min: 0, max: 500, noNaN: true }),
        (a, b) => {
          const near = deliveryCharge(
            { ...zone, distanceKm: Math.min(a, b), maximumCharge: null },
            2,
          ).charge;
          const far = deliveryCharge(
            { ...zone, distanceKm: Math.max(a, b), maximumCharge: null },
            2,
          ).charge;
          expect(near).toBeGreaterThanOrEqual(150);
          expect(far).toBeGreaterThanOrEqual(near);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

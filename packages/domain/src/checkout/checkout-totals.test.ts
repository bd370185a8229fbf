import { describe, expect, it } from "vitest";

import type { CheckoutTotalsInput } from "./checkout-totals";
import { burgerLine } from "../__fixtures__/cart-lines";
import { toCartLineView } from "../cart/cart-line-view";
import { checkoutTotals } from "./checkout-totals";

// Store and destination about 2.22 km apart (0.02° of latitude).
const base: CheckoutTotalsInput = {
  lines: [burgerLine],
  digits: 2,
  coupon: null,
  orderType: "delivery",
  store: { lat: 23.8, lng: 90.4, taxPercent: 5, freeDelivery: false },
  destination: { lat: 23.82, lng: 90.4 },
  rule: { perKmCharge: 1, minimumCharge: 3, maximumCharge: null },
  increasedFeePercent: null,
  freeDeliveryOver: null,
  tips: 2,
};

describe("checkoutTotals", () => {
  const subtotal = toCartLineView(burgerLine, 2).totalPrice;

  it("adds tax on the subtotal, the minimum delivery charge and the tips", () => {
    const totals = checkoutTotals(base);
    expect(totals.subtotal).toBe(subtotal);
    expect(totals.delivery).toEqual({ code: "delivery_charge", charge: 300 });
    expect(totals.tax).toBe(Math.round(subtotal * 0.05));
    expect(totals.total).toBe(subtotal + Math.round(subtotal * 0.05) + 300 + 200);
  });

  it("take-away pays no delivery and no tips", () => {
    const totals = checkoutTotals({ ...base, orderType: "take_away" });
    expect(totals.delivery).toEqual({ code: "free_delivery", charge: 0, reason: "take_away" });
    expect(totals.tips).toBe(0);
    expect(totals.total).toBe(subtotal + Math.round(subtotal * 0.05));
  });

  it("takes the coupon off before tax, and a free-delivery coupon clears the charge", () => {
    const amount = checkoutTotals({
      ...base,
      coupon: {
        discount: 5,
        discount_type: "amount",
        min_purchase: 0,
        max_discount: 0,
        coupon_type: "default",
      },
    });
    expect(amount.coupon).toBe(500);
    expect(amount.tax).toBe(Math.round((subtotal - 500) * 0.05));
    const free = checkoutTotals({
      ...base,
      coupon: {
        discount: 0,
        discount_type: "amount",
        min_purchase: 0,
        max_discount: 0,
        coupon_type: "free_delivery",
      },
    });
    expect(free.delivery).toEqual({ code: "free_delivery", charge: 0, reason: "coupon" });
  });

  it("a coupon below its minimum purchase gives nothing and says so", () => {
    const totals = checkoutTotals({
      ...base,
      coupon: {
        discount: 5,
        discount_type: "amount",
        min_purchase: 10_000,
        max_discount: 0,
        coupon_type: "default",
      },
    });
    expect(totals.coupon).toBe(0);
    expect(totals.couponOutcome?.code).toBe("coupon_min_purchase");
  });

  it("the free-delivery threshold and the per-km charge", () => {
    expect(checkoutTotals({ ...base, freeDeliveryOver: 1 }).delivery).toMatchObject({
      reason: "threshold",
    });
    const far = checkoutTotals({
      ...base,
      rule: { perKmCharge: 2, minimumCharge: 0, maximumCharge: null },
    });
    expect(far.delivery.charge).toBe(Math.round(far.distanceKm * 200));
  });
});

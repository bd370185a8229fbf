import { describe, expect, it } from "vitest";

import { couponSummary } from "./coupon-summary";

describe("couponSummary", () => {
  it("a percent coupon offers its percent with its cap, a minimum purchase and its dates", () => {
    expect(
      couponSummary({
        coupon_type: "default",
        discount: 10,
        discount_type: "percent",
        max_discount: 8,
        min_purchase: 15,
        start_date: "2026-11-01",
        expire_date: "2026-12-24 00:00:00",
      }),
    ).toEqual({
      kind: "default",
      value: { code: "percent", percent: 10, maxDiscount: 8 },
      minPurchase: 15,
      validFrom: "2026-11-01",
      validUntil: "2026-12-24",
      scope: { code: "everywhere" },
    });
  });

  it("a free-delivery coupon offers free delivery whatever its discount says", () => {
    expect(
      couponSummary({ coupon_type: "free_delivery", discount: 0, discount_type: "amount" }).value,
    ).toEqual({ code: "free_delivery" });
  });

  it("an amount coupon offers its amount; no minimum when it is 0", () => {
    const summary = couponSummary({ discount: 5, discount_type: "amount", min_purchase: 0 });
    expect(summary.value).toEqual({ code: "amount", amount: 5 });
    expect(summary.minPurchase).toBeNull();
  });

  it("a store-wise coupon is scoped to its store, by name when the answer has it", () => {
    expect(
      couponSummary({ coupon_type: "store_wise", store_id: 3, store: { id: 3, name: "FreshMart" } })
        .scope,
    ).toEqual({ code: "store", storeId: 3, storeName: "FreshMart" });
    expect(couponSummary({ coupon_type: "store_wise", store_id: 4 }).scope).toEqual({
      code: "store",
      storeId: 4,
      storeName: null,
    });
  });

  it("a zone-wise coupon is scoped to the zones of its data (JSON text or a list)", () => {
    expect(couponSummary({ coupon_type: "zone_wise", data: "[1,2]" }).scope).toEqual({
      code: "zones",
      zoneIds: [1, 2],
    });
    expect(couponSummary({ coupon_type: "zone_wise", data: [3] }).scope).toEqual({
      code: "zones",
      zoneIds: [3],
    });
    expect(couponSummary({ coupon_type: "zone_wise", data: "not json" }).scope).toEqual({
      code: "zones",
      zoneIds: [],
    });
  });

  it("an unknown type reads as a default coupon; missing dates are null", () => {
    const summary = couponSummary({ coupon_type: "mystery", discount: 2 });
    expect(summary.kind).toBe("default");
    expect(summary.validFrom).toBeNull();
    expect(summary.validUntil).toBeNull();
  });
});

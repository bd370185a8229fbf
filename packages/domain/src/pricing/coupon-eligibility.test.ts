import fc from "fast-check";
import { describe, expect, it } from "vitest";

import type { CouponCustomer, CouponTerms } from "./coupon-eligibility";
import { couponEligibility } from "./coupon-eligibility";

// The demo coupons of the contract's coupon types (the seed's GROCERY10, FIRST20, STORE5, ZONE15).
const base: CouponTerms = {
  coupon_type: "default",
  start_date: "2026-11-14",
  expire_date: "2026-12-21",
  customer_id: ["all"],
  store_id: null,
  zone_ids: [],
  limit: 5,
};
const today = "2026-11-21";
const store = { id: 1, zoneId: 1 };
const fresh: CouponCustomer = { id: 7, liveOrders: 0, usesOfCode: 0 };

describe("couponEligibility", () => {
  it("a running coupon open to all customers is eligible", () => {
    expect(couponEligibility(base, fresh, store, today)).toEqual({ code: "coupon_eligible" });
  });

  it("refuses before the start date and after the expiry date (both days included)", () => {
    expect(couponEligibility({ ...base, start_date: "2026-11-22" }, fresh, store, today).code).toBe(
      "coupon_not_started",
    );
    expect(
      couponEligibility({ ...base, expire_date: "2026-11-20" }, fresh, store, today).code,
    ).toBe("coupon_expired");
    expect(
      couponEligibility({ ...base, start_date: today, expire_date: today }, fresh, store, today)
        .code,
    ).toBe("coupon_eligible");
  });

  it("refuses a guest: limits and first orders are counted per account", () => {
    expect(couponEligibility(base, null, store, today).code).toBe("coupon_sign_in_required");
    expect(couponEligibility({ ...base, limit: null }, null, store, today).code).toBe(
      "coupon_sign_in_required",
    );
  });

  it("a customer list without 'all' must name the customer", () => {
    const listed = { ...base, customer_id: ["3", "7"] };
    expect(couponEligibility(listed, fresh, store, today).code).toBe("coupon_eligible");
    expect(couponEligibility(listed, { ...fresh, id: 8 }, store, today).code).toBe(
      "coupon_not_for_customer",
    );
  });

  it("a store_wise coupon only at its store", () => {
    const storeWise = { ...base, coupon_type: "store_wise", store_id: 1, limit: 2 };
    expect(couponEligibility(storeWise, fresh, store, today).code).toBe("coupon_eligible");
    expect(couponEligibility(storeWise, fresh, { id: 2, zoneId: 1 }, today).code).toBe(
      "coupon_not_for_store",
    );
  });

  it("a zone_wise coupon only at a store of its zones", () => {
    const zoneWise = { ...base, coupon_type: "zone_wise", zone_ids: [1, 2], limit: 2 };
    expect(couponEligibility(zoneWise, fresh, { id: 4, zoneId: 2 }, today).code).toBe(
      "coupon_eligible",
    );
    expect(couponEligibility(zoneWise, fresh, { id: 5, zoneId: 3 }, today).code).toBe(
      "coupon_not_for_zone",
    );
  });

  it("a first_order coupon only for a customer without a live order", () => {
    const first = { ...base, coupon_type: "first_order", limit: 1 };
    expect(couponEligibility(first, fresh, store, today).code).toBe("coupon_eligible");
    expect(couponEligibility(first, { ...fresh, liveOrders: 20 }, store, today).code).toBe(
      "coupon_first_order_only",
    );
  });

  it("at most `limit` uses per customer; no limit when null or 0", () => {
    expect(
      couponEligibility(base, { ...fresh, liveOrders: 9, usesOfCode: 4 }, store, today),
    ).toEqual({ code: "coupon_eligible" });
    expect(
      couponEligibility(base, { ...fresh, liveOrders: 9, usesOfCode: 5 }, store, today),
    ).toEqual({ code: "coupon_limit_reached", limit: 5 });
    for (const limit of [null, 0])
      expect(
        couponEligibility({ ...base, limit }, { ...fresh, usesOfCode: 99 }, store, today).code,
      ).toBe("coupon_eligible");
  });

  it("never lets a customer past the limit (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.nat({ max: 100 }), (limit, uses) => {
        const outcome = couponEligibility(
          { ...base, limit },
          { ...fresh, liveOrders: uses, usesOfCode: uses },
          store,
          today,
        );
        expect(outcome.code === "coupon_eligible").toBe(uses < limit);
      }),
    );
  });
});

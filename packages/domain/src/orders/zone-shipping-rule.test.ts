import { describe, expect, it } from "vitest";

import { deliveryCharge } from "./delivery-charge";
import { zoneShippingRule } from "./zone-shipping-rule";

const store = { perKmCharge: 0.5, minimumCharge: 2, maximumCharge: 9 };

describe("zoneShippingRule (the zone's module values, else the store's, field by field)", () => {
  it("takes every value of the zone's module row (the pivot's per_km, minimum and maximum)", () => {
    expect(
      zoneShippingRule({ perKmCharge: 0.6, minimumCharge: 1.5, maximumCharge: 12 }, store),
    ).toEqual({ perKmCharge: 0.6, minimumCharge: 1.5, maximumCharge: 12 });
  });

  it("keeps the store's maximum where the module's row leaves it empty", () => {
    expect(
      zoneShippingRule({ perKmCharge: 0.6, minimumCharge: 1.5, maximumCharge: null }, store),
    ).toEqual({ perKmCharge: 0.6, minimumCharge: 1.5, maximumCharge: 9 });
  });

  it("falls back to each of the store's values on its own", () => {
    expect(
      zoneShippingRule({ perKmCharge: undefined, minimumCharge: 1.5, maximumCharge: 12 }, store),
    ).toEqual({ perKmCharge: 0.5, minimumCharge: 1.5, maximumCharge: 12 });
    expect(
      zoneShippingRule({ perKmCharge: 0.6, minimumCharge: null, maximumCharge: 12 }, store),
    ).toEqual({ perKmCharge: 0.6, minimumCharge: 2, maximumCharge: 12 });
  });

  it("takes the store's rule when no module row serves the zone", () => {
    expect(zoneShippingRule(null, store)).toEqual(store);
    expect(zoneShippingRule(undefined, store)).toEqual(store);
  });

  it("has no charge, no minimum and no maximum when neither sets a value", () => {
    const empty = { perKmCharge: null, minimumCharge: null, maximumCharge: null };
    expect(zoneShippingRule(empty, empty)).toEqual({
      perKmCharge: 0,
      minimumCharge: 0,
      maximumCharge: null,
    });
  });

  it("prices a long delivery at the store's maximum when the module's row has none", () => {
    // 30 km × 0.6 = 18.00 is capped at the store's 9.00 (the module row's empty maximum drops nothing).
    const rule = zoneShippingRule(
      { perKmCharge: 0.6, minimumCharge: 1.5, maximumCharge: null },
      store,
    );
    const charge = deliveryCharge(
      {
        orderType: "delivery",
        distanceKm: 30,
        ...rule,
        increasedFeePercent: null,
        storeFreeDelivery: false,
        freeDeliveryCoupon: false,
        subtotal: 2400,
        freeDeliveryOver: null,
      },
      2,
    );
    expect(charge).toEqual({ code: "delivery_charge", charge: 900 });
  });
});

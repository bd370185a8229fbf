import { describe, expect, it } from "vitest";

import type { Zone } from "@marketplace/api-client";
import { zoneIdResponseSchema } from "@marketplace/api-client";

import { addressZoneKey, zoneTermsOf } from "./checkout-data";

const storeRule = {
  per_km_shipping_charge: 0.5,
  minimum_shipping_charge: 2,
  maximum_shipping_charge: 9,
};

/** A zone as `config/get-zone-id` answers it (parsed by the SDK). */
function zone(fields: Record<string, unknown>): Zone {
  const parsed = zoneIdResponseSchema.parse({ zone_id: "[3]", zone_data: [{ id: 3, ...fields }] });
  const [first] = parsed.zone_data;
  if (!first) throw new Error("no zone");
  return first;
}

describe("zoneTermsOf (what the order's zone sets, as the server applies it)", () => {
  it("takes the zone's rule for the module, its increased fee and its payment methods", () => {
    const northgate = zone({
      cash_on_delivery: 1,
      digital_payment: 0,
      increased_delivery_fee: 10,
      increased_delivery_fee_status: 1,
      modules: [
        {
          id: 4,
          pivot: {
            per_km_shipping_charge: 0.6,
            minimum_shipping_charge: 1.5,
            maximum_shipping_charge: 12,
            maximum_cod_order_amount: 500,
          },
        },
      ],
    });
    expect(zoneTermsOf(northgate, 4, storeRule, 2)).toEqual({
      zoneId: 3,
      rule: { perKmCharge: 0.6, minimumCharge: 1.5, maximumCharge: 12 },
      increasedFeePercent: 10,
      cashOnDelivery: true,
      codMaximum: 50_000,
      digital: false,
      offline: false,
    });
  });

  it("falls back to the store's value field by field where the module's row leaves one empty", () => {
    const partial = zone({
      modules: [
        {
          id: 4,
          pivot: {
            per_km_shipping_charge: 0.6,
            minimum_shipping_charge: 1.5,
            maximum_shipping_charge: null,
          },
        },
      ],
    });
    expect(zoneTermsOf(partial, 4, storeRule, 2).rule).toEqual({
      perKmCharge: 0.6,
      minimumCharge: 1.5,
      maximumCharge: 9,
    });
  });

  it("falls back to the store's rule without the module's row; an increase that is off is none", () => {
    const terms = zoneTermsOf(
      zone({
        cash_on_delivery: 0,
        digital_payment: 1,
        offline_payment: 1,
        increased_delivery_fee: 10,
      }),
      4,
      storeRule,
      2,
    );
    expect(terms.rule).toEqual({ perKmCharge: 0.5, minimumCharge: 2, maximumCharge: 9 });
    expect(terms.increasedFeePercent).toBeNull();
    expect(terms.codMaximum).toBeNull();
    expect(terms).toMatchObject({ cashOnDelivery: false, digital: true, offline: true });
  });

  it("offers no payment where no zone serves the point (the server refuses such an order)", () => {
    expect(zoneTermsOf(null, 4, storeRule, 2)).toMatchObject({
      zoneId: null,
      cashOnDelivery: false,
      digital: false,
      offline: false,
    });
  });
});

describe("addressZoneKey", () => {
  it("is the address's zones in the server's order, or its one zone", () => {
    expect(addressZoneKey({ zone_id: 1, zone_ids: [1, 2] })).toBe("1,2");
    expect(addressZoneKey({ zone_id: 3 })).toBe("3");
    expect(addressZoneKey({ zone_id: null })).toBe("");
  });
});

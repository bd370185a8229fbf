import { describe, expect, it } from "vitest";

import type { Cashback, Coupon } from "@marketplace/api-client";
import { currencyFormatFromConfig } from "@marketplace/domain";

import type { CouponTexts } from "./to-coupon-view";
import { toCashbackView, toCouponView } from "./to-coupon-view";

const currency = currencyFormatFromConfig({
  currency_symbol: "$",
  currency_symbol_direction: "left",
  digit_after_decimal_point: 2,
});
const texts: CouponTexts = {
  kind: (kind) => `kind:${kind}`,
  percentOff: (percent) => `${percent}% off`,
  amountOff: (amount) => `${amount} off`,
  freeDelivery: "Free delivery",
  upTo: (amount) => `Up to ${amount}`,
  minPurchase: (amount) => `Min ${amount}`,
  validUntil: (date) => `until ${date}`,
  validBetween: (from, until) => `${from}–${until}`,
  atStore: (store) => `at ${store}`,
  anyStore: "one store",
  inZones: "some zones",
  everywhere: "everywhere",
  cashbackPercent: (percent) => `${percent}%`,
};
const options = {
  currency,
  texts,
  formatDate: (date: string) => `[${date}]`,
  moduleType: "grocery",
};

const coupon = (fields: Partial<Coupon>): Coupon => ({ code: "C", ...fields }) as Coupon;

describe("toCouponView", () => {
  it("a percent coupon: value, kind, scope, minimum, cap and both dates", () => {
    expect(
      toCouponView(
        coupon({
          code: "GROCERY10",
          title: "10% off your order",
          coupon_type: "default",
          discount: 10,
          discount_type: "percent",
          min_purchase: 15,
          max_discount: 8,
          start_date: "2026-11-01",
          expire_date: "2026-12-01",
        }),
        options,
      ),
    ).toEqual({
      code: "GROCERY10",
      title: "10% off",
      name: "10% off your order",
      details: "kind:default · everywhere · Min $15.00 · Up to $8.00",
      validity: "[2026-11-01]–[2026-12-01]",
      store: null,
    });
  });

  it("a store coupon links its store; an amount is money", () => {
    const view = toCouponView(
      coupon({
        coupon_type: "store_wise",
        discount: 5,
        discount_type: "amount",
        store_id: 3,
        store: { id: 3, name: "FreshMart" },
      }),
      options,
    );
    expect(view.title).toBe("$5.00 off");
    expect(view.details).toBe("kind:store_wise · at FreshMart");
    expect(view.store?.name).toBe("FreshMart");
    expect(view.store?.href).toMatch(/^\/store\//);
    expect(view.validity).toBeNull();
  });

  it("a free-delivery coupon says so; a zone coupon names its zones' scope", () => {
    expect(toCouponView(coupon({ coupon_type: "free_delivery" }), options).title).toBe(
      "Free delivery",
    );
    expect(toCouponView(coupon({ coupon_type: "zone_wise", data: "[1]" }), options).details).toBe(
      "kind:zone_wise · some zones",
    );
  });
});

describe("toCashbackView", () => {
  it("a percent or an amount, the minimum and the end date", () => {
    const offer = (fields: Partial<Cashback>): Cashback => ({
      id: 1,
      title: "Weekend",
      cashback_type: "percent",
      cashback_amount: 10,
      ...fields,
    });
    expect(toCashbackView(offer({ min_purchase: 20, end_date: "2026-12-31" }), options)).toEqual({
      id: 1,
      title: "Weekend",
      amountText: "10%",
      minPurchaseText: "Min $20.00",
      validityText: "until [2026-12-31]",
    });
    expect(
      toCashbackView(offer({ cashback_type: "amount", cashback_amount: 3 }), options).amountText,
    ).toBe("$3.00");
  });
});

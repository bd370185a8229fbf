import { describe, expect, it } from "vitest";

import {
  cashOnDeliveryOffered,
  failedPaymentCancelBody,
  paymentMethodSwitchBody,
} from "./failed-payment";

describe("cashOnDeliveryOffered", () => {
  it("cash on delivery is offered only if the zone allows it", () => {
    expect(cashOnDeliveryOffered([{ cash_on_delivery: true }])).toBe(true);
    expect(cashOnDeliveryOffered([{ cash_on_delivery: false }])).toBe(false);
    expect(cashOnDeliveryOffered([])).toBe(false);
    expect(cashOnDeliveryOffered(null)).toBe(false);
  });
});

describe("paymentMethodSwitchBody", () => {
  it("sends order_id, _method 'put' and guest_id", () => {
    expect(paymentMethodSwitchBody(100045, 77)).toEqual({
      order_id: 100045,
      _method: "put",
      guest_id: 77,
    });
    expect(paymentMethodSwitchBody(100045)).toEqual({ order_id: 100045, _method: "put" });
  });
});

describe("failedPaymentCancelBody", () => {
  it("cancels with the reason 'Order payment canceled'", () => {
    expect(failedPaymentCancelBody(100045)).toEqual({
      order_id: 100045,
      _method: "put",
      reason: "Order payment canceled",
    });
  });
});

import { describe, expect, it } from "vitest";

import {
  failedPaymentCancelBody,
  orderZoneCashOnDelivery,
  paymentMethodSwitchBody,
} from "./failed-payment";

describe("orderZoneCashOnDelivery (the order's zone, not the browsing zone)", () => {
  const zones = [
    { id: 2, cash_on_delivery: true },
    { id: 3, cash_on_delivery: false },
  ];

  it("answers the order's zone's cash_on_delivery, whatever the other zones at that point allow", () => {
    expect(orderZoneCashOnDelivery(zones, 3)).toBe(false);
    expect(orderZoneCashOnDelivery(zones, 2)).toBe(true);
  });

  it("does not know (null) when the order's zone is not among the zones at that point or the order has none", () => {
    expect(orderZoneCashOnDelivery(zones, 9)).toBeNull();
    expect(orderZoneCashOnDelivery(null, 2)).toBeNull();
    expect(orderZoneCashOnDelivery(zones, null)).toBeNull();
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

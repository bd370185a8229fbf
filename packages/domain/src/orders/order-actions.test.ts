import { describe, expect, it } from "vitest";

import {
  canCancelOrder,
  canRequestRefund,
  canSwitchToCashOnDelivery,
  isRunningOrder,
} from "./order-actions";

describe("canCancelOrder", () => {
  it.each([
    ["pending", true],
    ["failed", true],
    ["confirmed", false],
    ["processing", false],
    ["picked_up", false],
    ["delivered", false],
    ["canceled", false],
  ])("%s → %s", (status, expected) => {
    expect(canCancelOrder({ order_status: status })).toBe(expected);
  });
});

describe("canRequestRefund", () => {
  it("only a delivered, paid order", () => {
    expect(canRequestRefund({ order_status: "delivered", payment_status: "paid" })).toBe(true);
    expect(canRequestRefund({ order_status: "delivered", payment_status: "unpaid" })).toBe(false);
    expect(canRequestRefund({ order_status: "refund_requested", payment_status: "paid" })).toBe(
      false,
    );
    expect(canRequestRefund({ order_status: "pending", payment_status: "paid" })).toBe(false);
  });
});

describe("canSwitchToCashOnDelivery", () => {
  const failed = {
    order_status: "failed",
    payment_status: "unpaid",
    payment_method: "digital_payment",
  };
  it("an unpaid digital order, pending or failed, where the zone allows cash", () => {
    expect(canSwitchToCashOnDelivery(failed, true)).toBe(true);
    expect(canSwitchToCashOnDelivery({ ...failed, order_status: "pending" }, true)).toBe(true);
  });
  it("a partial payment whose rest is digital (the unpaid part switches), not one whose rest is cash", () => {
    const partial = (rest: string) => ({
      ...failed,
      payment_method: "partial_payment",
      payments: [
        { payment_method: "wallet", amount: 1, payment_status: "paid" },
        { payment_method: rest, amount: 9, payment_status: "unpaid" },
      ],
    });
    expect(canSwitchToCashOnDelivery(partial("digital_payment"), true)).toBe(true);
    expect(canSwitchToCashOnDelivery(partial("cash_on_delivery"), true)).toBe(false);
  });
  it("not when the zone refuses cash, the order is paid, moved on or already cash", () => {
    expect(canSwitchToCashOnDelivery(failed, false)).toBe(false);
    expect(canSwitchToCashOnDelivery({ ...failed, payment_status: "paid" }, true)).toBe(false);
    expect(canSwitchToCashOnDelivery({ ...failed, order_status: "confirmed" }, true)).toBe(false);
    expect(canSwitchToCashOnDelivery({ ...failed, payment_method: "cash_on_delivery" }, true)).toBe(
      false,
    );
  });
});

describe("isRunningOrder", () => {
  it("running statuses are running, finished ones are history", () => {
    expect(isRunningOrder({ order_status: "handover" })).toBe(true);
    expect(isRunningOrder({ order_status: "delivered" })).toBe(false);
    expect(isRunningOrder({ order_status: "refund_requested" })).toBe(false);
  });
});

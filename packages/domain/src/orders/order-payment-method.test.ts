import { describe, expect, it } from "vitest";

import { duePaymentMethod, reportedPayment } from "./order-payment-method";

describe("reportedPayment", () => {
  it("reports a partial wallet payment as partial_payment with the wallet's part and the rest's", () => {
    expect(
      reportedPayment(
        { method: "cash_on_delivery", total: 26.48, walletPaid: 10, restPaid: false },
        2,
      ),
    ).toEqual({
      payment_method: "partial_payment",
      payments: [
        { payment_method: "wallet", amount: 10, payment_status: "paid" },
        { payment_method: "cash_on_delivery", amount: 16.48, payment_status: "unpaid" },
      ],
    });
    expect(
      reportedPayment({ method: "digital_payment", total: 0.3, walletPaid: 0.1, restPaid: true }, 2)
        .payments[1],
    ).toEqual({ payment_method: "digital_payment", amount: 0.2, payment_status: "paid" });
  });

  it("reports any other order by its own method, without parts", () => {
    expect(
      reportedPayment({ method: "wallet", total: 26.48, walletPaid: 0, restPaid: true }, 2),
    ).toEqual({ payment_method: "wallet", payments: [] });
  });
});

describe("duePaymentMethod", () => {
  it("is the rest's method for a partial payment, else the order's", () => {
    expect(
      duePaymentMethod({
        payment_method: "partial_payment",
        payments: [
          { payment_method: "wallet", amount: 1, payment_status: "paid" },
          { payment_method: "digital_payment", amount: 2, payment_status: "unpaid" },
        ],
      }),
    ).toBe("digital_payment");
    expect(duePaymentMethod({ payment_method: "partial_payment" })).toBe("");
    expect(duePaymentMethod({ payment_method: "cash_on_delivery" })).toBe("cash_on_delivery");
  });
});

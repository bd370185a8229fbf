import { describe, expect, it } from "vitest";

import type { OfflinePaymentMethod, OrderOfflinePayment } from "@marketplace/api-client";

import { offlinePaymentView } from "./offline-payment-view";

const bank: OfflinePaymentMethod = {
  id: 1,
  method_name: "Bank transfer",
  method_fields: [{ input_name: "bank_name", input_data: "Demo City Bank" }],
  method_informations: [
    { customer_input: "transaction_id", customer_placeholder: "Transaction id", is_required: true },
    { customer_input: "sender_name", customer_placeholder: "", is_required: false },
  ],
  status: true,
};

const order = (
  offline: OrderOfflinePayment | null,
  extra: { order_status?: string; payment_status?: string } = {},
) => ({
  id: 100045,
  order_status: extra.order_status ?? "pending",
  payment_status: extra.payment_status ?? "unpaid",
  offline_payment: offline,
});

const submitted = {
  method_id: 1,
  method_name: "Bank transfer",
  customer_input: { transaction_id: "TX-1", legacy_ref: "R-9" },
  customer_note: "Paid from savings",
  status: "pending",
};

describe("offlinePaymentView", () => {
  it("is null without a submitted payment", () => {
    expect(offlinePaymentView(order(null), [bank])).toBeNull();
  });

  it("shows the method, the submitted fields in the method's order, the note and the status", () => {
    const view = offlinePaymentView(order(submitted), [bank]);
    expect(view).toMatchObject({
      orderId: 100045,
      methodName: "Bank transfer",
      entries: [
        { name: "transaction_id", label: "Transaction id", value: "TX-1" },
        { name: "legacy_ref", label: "Legacy ref", value: "R-9" },
      ],
      note: "Paid from savings",
      status: "pending",
    });
  });

  it("edits the method's fields, prefilled, while the payment is pending", () => {
    expect(offlinePaymentView(order(submitted), [bank])?.edit).toEqual({
      fields: [
        {
          name: "transaction_id",
          label: "Transaction id",
          placeholder: "Transaction id",
          required: true,
          value: "TX-1",
        },
        { name: "sender_name", label: "Sender name", placeholder: "", required: false, value: "" },
      ],
    });
  });

  it("offers no edit once verified or denied, paid or canceled", () => {
    for (const view of [
      offlinePaymentView(order({ ...submitted, status: "verified" }), [bank]),
      offlinePaymentView(order({ ...submitted, status: "denied" }), [bank]),
      offlinePaymentView(order(submitted, { payment_status: "paid" }), [bank]),
      offlinePaymentView(order(submitted, { order_status: "canceled" }), [bank]),
    ])
      expect(view?.edit).toBeNull();
  });

  it("without the method, edits the submitted names (none required)", () => {
    expect(offlinePaymentView(order(submitted), [])?.edit?.fields).toEqual([
      {
        name: "transaction_id",
        label: "Transaction id",
        placeholder: "",
        required: false,
        value: "TX-1",
      },
      { name: "legacy_ref", label: "Legacy ref", placeholder: "", required: false, value: "R-9" },
    ]);
  });
});

import { describe, expect, it } from "vitest";

import {
  canEditOfflinePayment,
  offlineFieldLabel,
  offlinePaymentUpdate,
  offlineTextProblem,
} from "./offline-payment";
import { offlinePaymentFormSchema } from "./offline-payment-schema";

describe("offlineTextProblem", () => {
  it.each([
    ["TX-42", "field", null],
    ["x".repeat(200), "field", null],
    [` ${"x".repeat(200)} `, "field", null],
    ["x".repeat(201), "field", "too_long"],
    ["TX\u00001", "field", "control"],
    ["TX\u0007", "field", "control"],
    ["TX\n1", "field", "control"],
    ["TX\t1", "field", "control"],
    ["TX\u007f", "field", "control"],
    ["TX\u0085", "field", "control"],
    ["TX\u2028", "field", "control"],
    ["TX\u202e1-XT", "field", "control"],
    ["paid\u2066late", "note", "control"],
    ["TX\ud800", "field", "control"],
    ["تحويل 😀", "field", null],
    ["paid\nfrom savings\tthanks", "note", null],
    ["x".repeat(500), "note", null],
    ["x".repeat(501), "note", "too_long"],
    ["note\u0000", "note", "control"],
    ["note\u001b[31m", "note", "control"],
  ] as const)("%j as %s → %s", (value, kind, expected) => {
    expect(offlineTextProblem(value, kind)).toBe(expected);
  });
});

describe("canEditOfflinePayment", () => {
  const pending = { status: "pending" };
  it.each([
    [{ order_status: "pending", payment_status: "unpaid", offline_payment: pending }, true],
    [{ order_status: "confirmed", payment_status: "unpaid", offline_payment: pending }, true],
    [{ order_status: "delivered", payment_status: "unpaid", offline_payment: pending }, true],
    [{ order_status: "pending", payment_status: "paid", offline_payment: pending }, false],
    [
      {
        order_status: "pending",
        payment_status: "unpaid",
        offline_payment: { status: "verified" },
      },
      false,
    ],
    [
      { order_status: "pending", payment_status: "unpaid", offline_payment: { status: "denied" } },
      false,
    ],
    [{ order_status: "pending", payment_status: "unpaid", offline_payment: null }, false],
    [{ order_status: "pending", payment_status: "unpaid" }, false],
    [{ order_status: "canceled", payment_status: "unpaid", offline_payment: pending }, false],
    [{ order_status: "failed", payment_status: "unpaid", offline_payment: pending }, false],
    [{ order_status: "refunded", payment_status: "unpaid", offline_payment: pending }, false],
  ])("%j → %s", (order, expected) => {
    expect(canEditOfflinePayment(order)).toBe(expected);
  });
});

describe("offlinePaymentFormSchema", () => {
  const schema = offlinePaymentFormSchema([
    { name: "transaction_id", required: true },
    { name: "sender_name", required: false },
  ]);
  const issues = (value: unknown) => {
    const result = schema.safeParse(value);
    return result.success
      ? []
      : result.error.issues.map((issue) => `${issue.path.join(".")}:${issue.message}`);
  };

  it("accepts the required field with an optional one left empty and a note", () => {
    expect(
      issues({ fields: { transaction_id: "TX-2", sender_name: "" }, note: "paid\nthanks" }),
    ).toEqual([]);
  });

  it("asks for a required field left blank", () => {
    expect(issues({ fields: { transaction_id: "  ", sender_name: "" }, note: "" })).toEqual([
      "fields.transaction_id:required",
    ]);
  });

  it("refuses long values and control characters field by field", () => {
    expect(
      issues({
        fields: { transaction_id: "x".repeat(201), sender_name: "Sam\u0000" },
        note: "y".repeat(501),
      }),
    ).toEqual(["fields.transaction_id:too_long", "fields.sender_name:control", "note:too_long"]);
  });
});

describe("offlinePaymentUpdate", () => {
  it("sends the method's fields trimmed, leaves empty ones and unknown names out", () => {
    expect(
      offlinePaymentUpdate(
        [
          { name: "transaction_id", required: true },
          { name: "bank", required: false },
        ],
        {
          fields: { transaction_id: " TX-2 ", bank: " ", injected: "x" },
          note: "  ",
        },
      ),
    ).toEqual({ fields: { transaction_id: "TX-2" }, customer_note: undefined });
    expect(
      offlinePaymentUpdate([{ name: "transaction_id", required: true }], {
        fields: { transaction_id: "TX-3" },
        note: " paid late ",
      }),
    ).toEqual({ fields: { transaction_id: "TX-3" }, customer_note: "paid late" });
  });
});

describe("offlineFieldLabel", () => {
  it("words a field name", () => {
    expect(offlineFieldLabel("transaction_id")).toBe("Transaction id");
    expect(offlineFieldLabel("sender-bank_name")).toBe("Sender bank name");
  });
});

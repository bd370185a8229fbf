import { describe, expect, it } from "vitest";

import { offlinePaymentMethodListSchema } from "@marketplace/api-client";

import { missingOfflineFields, offlineFieldsOf, offlineMethodsOf } from "./offline-payment";

/** The reference API's bank transfer, as `offline_payment_method_list` answers it. */
const [bank] = offlineMethodsOf(
  offlinePaymentMethodListSchema.parse([
    {
      id: 1,
      method_name: "Bank transfer",
      method_fields: [
        { input_name: "bank_name", input_data: "Demo City Bank" },
        { input_name: "account_number", input_data: "0012-3456-7890" },
      ],
      method_informations: [
        {
          customer_input: "transaction_id",
          customer_placeholder: "Transaction id",
          is_required: 1,
        },
        { customer_input: "sender_name", customer_placeholder: "Your name", is_required: 0 },
      ],
      status: 1,
    },
    { id: 2, method_name: "Retired", status: 0 },
  ]),
);

describe("offlineMethodsOf", () => {
  it("shows the active methods with their details and the fields to fill", () => {
    expect(bank).toEqual({
      id: 1,
      name: "Bank transfer",
      details: [
        { label: "Bank name", value: "Demo City Bank" },
        { label: "Account number", value: "0012-3456-7890" },
      ],
      fields: [
        {
          name: "transaction_id",
          label: "Transaction id",
          placeholder: "Transaction id",
          required: true,
        },
        { name: "sender_name", label: "Sender name", placeholder: "Your name", required: false },
      ],
    });
  });
});

describe("missingOfflineFields / offlineFieldsOf", () => {
  if (!bank) throw new Error("no method");
  it("names the required fields left empty or blank", () => {
    expect(missingOfflineFields(bank, {})).toEqual(["transaction_id"]);
    expect(missingOfflineFields(bank, { transaction_id: "  " })).toEqual(["transaction_id"]);
    expect(missingOfflineFields(bank, { transaction_id: "TX-1" })).toEqual([]);
  });

  it("sends the method's filled fields trimmed, nothing else", () => {
    expect(
      offlineFieldsOf(bank, { transaction_id: " TX-1 ", sender_name: "", other: "x" }),
    ).toEqual({ transaction_id: "TX-1" });
  });
});

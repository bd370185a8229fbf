import { describe, expect, it } from "vitest";

import { offlinePaymentMethodListSchema } from "./order-support";

describe("offlinePaymentMethodListSchema", () => {
  it("reads a method's payment details and the fields the customer fills", () => {
    const [method] = offlinePaymentMethodListSchema.parse([
      {
        id: "1",
        method_name: "Bank transfer",
        method_fields: [
          { input_name: "bank_name", input_data: "Demo City Bank" },
          { input_name: "account_number", input_data: 12345 },
        ],
        method_informations: [
          {
            customer_input: "transaction_id",
            customer_placeholder: "Transaction id",
            is_required: 1,
          },
          { customer_input: "sender_name", customer_placeholder: null, is_required: "0" },
        ],
        status: 1,
      },
    ]);
    expect(method).toEqual({
      id: 1,
      method_name: "Bank transfer",
      method_fields: [
        { input_name: "bank_name", input_data: "Demo City Bank" },
        { input_name: "account_number", input_data: "12345" },
      ],
      method_informations: [
        {
          customer_input: "transaction_id",
          customer_placeholder: "Transaction id",
          is_required: true,
        },
        { customer_input: "sender_name", customer_placeholder: "", is_required: false },
      ],
      status: true,
    });
  });

  it("reads JSON-encoded field lists and missing lists as empty", () => {
    const [encoded, bare] = offlinePaymentMethodListSchema.parse([
      {
        id: 2,
        method_name: "Mobile money",
        method_fields: '[{"input_name":"number","input_data":"0100"}]',
        method_informations: '[{"customer_input":"reference","customer_placeholder":"Reference"}]',
      },
      { id: 3, method_name: "Cheque", method_fields: null },
    ]);
    expect(encoded?.method_fields).toEqual([{ input_name: "number", input_data: "0100" }]);
    expect(encoded?.method_informations).toEqual([
      { customer_input: "reference", customer_placeholder: "Reference", is_required: false },
    ]);
    expect(bare?.method_fields).toEqual([]);
    expect(bare?.method_informations).toEqual([]);
  });

  it("reads `{}` as no methods and refuses a field without its name", () => {
    expect(offlinePaymentMethodListSchema.parse({})).toEqual([]);
    expect(
      offlinePaymentMethodListSchema.safeParse([
        { id: 1, method_name: "Bank", method_informations: [{ customer_placeholder: "x" }] },
      ]).success,
    ).toBe(false);
  });
});

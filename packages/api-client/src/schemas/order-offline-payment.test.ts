import { describe, expect, it } from "vitest";

import { orderSchema } from "./order";

const base = { id: 100045, order_status: "pending", order_amount: 9 };

describe("orderSchema offline_payment", () => {
  it("reads the submitted method, fields, note and status", () => {
    const order = orderSchema.parse({
      ...base,
      offline_payment: {
        method_id: "1",
        method_name: "Bank transfer",
        customer_input: { transaction_id: "TX-1", reference: 42 },
        customer_note: "paid",
        status: "pending",
      },
    });
    expect(order.offline_payment).toEqual({
      method_id: 1,
      method_name: "Bank transfer",
      customer_input: { transaction_id: "TX-1", reference: "42" },
      customer_note: "paid",
      status: "pending",
    });
  });

  it("reads a JSON-encoded object, null and absence", () => {
    const encoded = orderSchema.parse({
      ...base,
      offline_payment: JSON.stringify({ method_id: 1, customer_input: {}, status: "verified" }),
    });
    expect(encoded.offline_payment).toMatchObject({ method_id: 1, status: "verified" });
    expect(orderSchema.parse({ ...base, offline_payment: null }).offline_payment).toBeNull();
    expect(orderSchema.parse(base).offline_payment).toBeUndefined();
  });
});

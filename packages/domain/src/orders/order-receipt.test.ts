import { describe, expect, it } from "vitest";

import { orderReceipt } from "./order-receipt";

describe("orderReceipt", () => {
  it("sums the lines and keeps the server's charges and total", () => {
    const receipt = orderReceipt(
      {
        order_amount: 28.46,
        coupon_discount_amount: 2,
        store_discount_amount: 0,
        total_tax_amount: 1.11,
        delivery_charge: 3,
        dm_tips: 1,
        extra_packaging_amount: 0.5,
        additional_charge: null,
      },
      [
        { price: 12, quantity: 2, total_add_on_price: 1.5, discount_on_item: 2.4 },
        { price: 0.99, quantity: 1, total_add_on_price: 0, discount_on_item: 0 },
      ],
      2,
    );
    expect(receipt).toEqual({
      items: 2499,
      addOns: 150,
      discount: 240,
      coupon: 200,
      tax: 111,
      delivery: 300,
      tips: 100,
      packaging: 50,
      additional: 0,
      total: 2846,
    });
  });

  it("uses the order's store discount when the lines carry none", () => {
    const receipt = orderReceipt(
      { order_amount: 9, store_discount_amount: 1 },
      [{ price: 10, quantity: 1 }],
      2,
    );
    expect(receipt.discount).toBe(100);
    expect(receipt.items).toBe(1000);
  });
});

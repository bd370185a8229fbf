import { describe, expect, it } from "vitest";

import { orderReceipt, receiptLinesSum } from "./order-receipt";

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
      firstOrder: 0,
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

  it("lists the first-order discount, and the lines add up to the order's amount", () => {
    // 2 × 12.50 = 25.00; 10 % first-order discount 2.50 before tax; 5 % tax on 22.50 = 1.13; delivery 3.
    const receipt = orderReceipt(
      {
        order_amount: 26.63,
        coupon_discount_amount: 0,
        first_order_discount: 2.5,
        store_discount_amount: 0,
        total_tax_amount: 1.13,
        delivery_charge: 3,
        dm_tips: 0,
      },
      [{ price: 12.5, quantity: 2, total_add_on_price: 0, discount_on_item: 0 }],
      2,
    );
    expect(receipt.firstOrder).toBe(250);
    expect(receiptLinesSum(receipt)).toBe(receipt.total);
    expect(receiptLinesSum({ ...receipt, firstOrder: 0 })).toBe(receipt.total + 250);
  });
});

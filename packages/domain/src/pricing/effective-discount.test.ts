import { describe, expect, it } from "vitest";

import { discountedUnitExact, discountedUnitPrice, effectiveDiscount } from "./effective-discount";

describe("effectiveDiscount", () => {
  it("the store discount (percent) wins when above 0", () => {
    expect(
      effectiveDiscount({ store_discount: 20, discount: 5, discount_type: "amount" }, 2),
    ).toEqual({
      type: "percent",
      percent: 20,
      source: "store",
    });
  });

  it("else the item's discount as percent or amount", () => {
    expect(
      effectiveDiscount({ store_discount: 0, discount: 10, discount_type: "percent" }, 2),
    ).toEqual({
      type: "percent",
      percent: 10,
      source: "item",
    });
    expect(
      effectiveDiscount({ store_discount: null, discount: 1.5, discount_type: "amount" }, 2),
    ).toEqual({
      type: "amount",
      amount: 150,
      source: "item",
    });
    expect(effectiveDiscount({ discount: 10, discount_type: null }, 2)).toEqual({
      type: "percent",
      percent: 10,
      source: "item",
    });
  });

  it("no discount when both are 0 or missing", () => {
    expect(effectiveDiscount({ store_discount: 0, discount: 0 }, 2)).toBeNull();
    expect(effectiveDiscount({}, 2)).toBeNull();
  });

  it("caps percentages at 100", () => {
    expect(effectiveDiscount({ store_discount: 150 }, 2)).toEqual({
      type: "percent",
      percent: 100,
      source: "store",
    });
    expect(effectiveDiscount({ discount: 120, discount_type: "percent" }, 2)).toEqual({
      type: "percent",
      percent: 100,
      source: "item",
    });
  });

  it("rejects negative or NaN discounts", () => {
    expect(() => effectiveDiscount({ store_discount: -5 }, 2)).toThrow(
      expect.objectContaining({ code: "invalid_amount" }),
    );
    expect(() => effectiveDiscount({ discount: Number.NaN }, 2)).toThrow(
      expect.objectContaining({ code: "invalid_amount" }),
    );
  });
});

describe("discountedUnitExact", () => {
  it("takes a percentage off exactly", () => {
    expect(discountedUnitExact(999, { type: "percent", percent: 50, source: "store" })).toBe(499.5);
  });

  it("an amount discount never takes the price below 0", () => {
    expect(discountedUnitExact(300, { type: "amount", amount: 500, source: "item" })).toBe(0);
  });

  it("no discount keeps the price", () => {
    expect(discountedUnitExact(300, null)).toBe(300);
  });
});

describe("discountedUnitPrice", () => {
  it("rounds the discounted unit price once", () => {
    expect(discountedUnitPrice(999, { type: "percent", percent: 50, source: "store" })).toBe(500);
  });
});

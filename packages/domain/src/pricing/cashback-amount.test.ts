import { describe, expect, it } from "vitest";

import { cashbackAmount } from "./cashback-amount";

describe("cashbackAmount", () => {
  it("nothing below min_purchase", () => {
    expect(
      cashbackAmount({ cashback_type: "amount", cashback_amount: 5, min_purchase: 100 }, 9999, 2),
    ).toEqual({
      code: "cashback_min_purchase",
      minPurchase: 10000,
    });
  });

  it("cashback_type 'amount' gives the fixed amount", () => {
    expect(
      cashbackAmount({ cashback_type: "amount", cashback_amount: 5, min_purchase: null }, 2000, 2),
    ).toEqual({
      code: "cashback",
      amount: 500,
    });
  });

  it("otherwise a percent of the order, capped by max_discount", () => {
    expect(
      cashbackAmount({ cashback_type: "percent", cashback_amount: 5, min_purchase: 10 }, 5000, 2),
    ).toEqual({ code: "cashback", amount: 250 });
    expect(
      cashbackAmount({ cashback_type: "percent", cashback_amount: 50, max_discount: 10 }, 5000, 2),
    ).toEqual({
      code: "cashback",
      amount: 1000,
    });
  });

  it("rejects a negative order amount", () => {
    expect(() =>
      cashbackAmount({ cashback_type: "amount", cashback_amount: 5 }, Number.NaN, 2),
    ).toThrow(expect.objectContaining({ code: "invalid_amount" }));
  });
});

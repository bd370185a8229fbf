import { describe, expect, it } from "vitest";

import { orderLoyaltyPoints } from "./order-loyalty-points";

describe("orderLoyaltyPoints", () => {
  it("gives loyalty_point_item_purchase_point percent of the order amount (the seed's 5 %)", () => {
    expect(orderLoyaltyPoints(200, 5)).toBe(10);
    expect(orderLoyaltyPoints("200.00", 5)).toBe(10);
  });

  it("rounds down to whole points", () => {
    expect(orderLoyaltyPoints(120.5, 5)).toBe(6);
    expect(orderLoyaltyPoints("99.99", 10)).toBe(9);
    expect(orderLoyaltyPoints(19.99, 5)).toBe(0);
  });

  it("is exact on decimal amounts and percents", () => {
    expect(orderLoyaltyPoints(0.1 + 0.2, 1000)).toBe(3);
    expect(orderLoyaltyPoints(100, 2.5)).toBe(2);
    expect(orderLoyaltyPoints(40, "2.5")).toBe(1);
  });

  it("gives nothing at 0 percent or for a free order", () => {
    expect(orderLoyaltyPoints(500, 0)).toBe(0);
    expect(orderLoyaltyPoints(0, 5)).toBe(0);
  });

  it("refuses a negative percent or amount", () => {
    expect(() => orderLoyaltyPoints(100, -1)).toThrow(/percent/);
    expect(() => orderLoyaltyPoints(-5, 5)).toThrow();
  });
});

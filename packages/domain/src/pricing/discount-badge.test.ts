import { describe, expect, it } from "vitest";

import { usdLeft } from "../__fixtures__/currency";
import { discountBadge } from "./discount-badge";

describe("discountBadge", () => {
  it("shows percent when store_discount is above 0", () => {
    expect(
      discountBadge({ store_discount: 20, discount: 5, discount_type: "amount" }, usdLeft),
    ).toEqual({
      code: "discount_percent",
      percent: 20,
    });
  });

  it("otherwise the item's discount as percent or formatted amount when above 0", () => {
    expect(discountBadge({ discount: 15, discount_type: "percent" }, usdLeft)).toEqual({
      code: "discount_percent",
      percent: 15,
    });
    expect(discountBadge({ discount: 5, discount_type: "amount" }, usdLeft)).toEqual({
      code: "discount_amount",
      amount: 500,
      text: "$5.00",
    });
  });

  it("shows nothing when the discount is 0", () => {
    expect(discountBadge({ store_discount: 0, discount: 0 }, usdLeft)).toBeNull();
  });
});

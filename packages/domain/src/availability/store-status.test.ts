import { describe, expect, it } from "vitest";

import { usdLeft } from "../__fixtures__/currency";
import {
  isStoreClosed,
  showsDistanceBadge,
  showsFreeDelivery,
  storeDiscountBadge,
} from "./store-status";

describe("isStoreClosed", () => {
  it("CLOSED NOW shows for closed stores", () => {
    expect(isStoreClosed({ open: false, active: true })).toBe(true);
    expect(isStoreClosed({ open: true, active: false })).toBe(true);
    expect(isStoreClosed({ open: true, active: true, current_opening_time: "closed" })).toBe(true);
  });

  it("an open, active store is not closed", () => {
    expect(isStoreClosed({ open: true, active: true, current_opening_time: "09:00" })).toBe(false);
    expect(isStoreClosed({})).toBe(false);
  });
});

describe("showsDistanceBadge", () => {
  it("the 'From You' distance badge is hidden in food", () => {
    expect(showsDistanceBadge("food")).toBe(false);
    expect(showsDistanceBadge("grocery")).toBe(true);
  });
});

describe("storeDiscountBadge", () => {
  it("shows '{discount}% off' for a percent discount", () => {
    expect(
      storeDiscountBadge({ discount: { discount: 15, discount_type: "percent" } }, usdLeft),
    ).toEqual({
      code: "discount_percent",
      percent: 15,
    });
  });

  it("shows the formatted amount for an amount discount", () => {
    expect(
      storeDiscountBadge({ discount: { discount: 2.5, discount_type: "amount" } }, usdLeft),
    ).toEqual({
      code: "discount_amount",
      amount: 250,
      text: "$2.50",
    });
  });

  it("shows nothing without a running discount", () => {
    expect(storeDiscountBadge({ discount: null }, usdLeft)).toBeNull();
    expect(storeDiscountBadge({ discount: { discount: 0 } }, usdLeft)).toBeNull();
    expect(storeDiscountBadge({}, usdLeft)).toBeNull();
  });
});

describe("showsFreeDelivery", () => {
  it("the 'Free Delivery' marker shows for stores with free delivery", () => {
    expect(showsFreeDelivery({ free_delivery: true })).toBe(true);
    expect(showsFreeDelivery({ free_delivery: false })).toBe(false);
  });
});

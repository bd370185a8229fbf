import { describe, expect, it } from "vitest";

import {
  orderNowCheck,
  prescriptionNotice,
  purchaseActions,
  wishlistAction,
  wishlistOffered,
} from "./purchase-actions";

const campaign = { available_date_starts: "2026-01-01" };

describe("purchaseActions", () => {
  it("campaign items show only Order Now", () => {
    expect(purchaseActions(campaign, { code: "available" })).toEqual({
      actions: ["order_now"],
      scheduled: false,
    });
  });

  it("other items offer Buy Now and Add to Cart", () => {
    expect(purchaseActions({}, { code: "available" })).toEqual({
      actions: ["buy_now", "add_to_cart"],
      scheduled: false,
    });
  });

  it("with schedule_order outside the window, Buy Now and Add to Cart are scheduled", () => {
    expect(
      purchaseActions({}, { code: "not_available_schedulable", starts: "10:00", ends: "22:00" }),
    ).toEqual({
      actions: ["buy_now", "add_to_cart"],
      scheduled: true,
    });
  });

  it("an item not available and not schedulable offers no purchase", () => {
    expect(purchaseActions({}, { code: "not_available", starts: "10:00", ends: "22:00" })).toEqual({
      actions: [],
      scheduled: false,
    });
  });
});

describe("orderNowCheck", () => {
  it("Order Now for a campaign needs a signed-in user", () => {
    expect(orderNowCheck(false)).toEqual({ code: "sign_in" });
    expect(orderNowCheck(true)).toEqual({ code: "ok" });
  });
});

describe("wishlistOffered", () => {
  it("the wishlist is not offered for campaign items", () => {
    expect(wishlistOffered(campaign)).toBe(false);
    expect(wishlistOffered({})).toBe(true);
  });
});

describe("wishlistAction", () => {
  it("wishlist actions require a stored token", () => {
    expect(wishlistAction(false)).toEqual({ code: "not_logged_in" });
    expect(wishlistAction(true)).toEqual({ code: "ok" });
  });
});

describe("prescriptionNotice", () => {
  it("prescription-required items show 'prescription is required'", () => {
    expect(prescriptionNotice({ is_prescription_required: true })).toEqual({
      code: "prescription_required",
    });
    expect(prescriptionNotice({ is_prescription_required: false })).toBeNull();
  });
});

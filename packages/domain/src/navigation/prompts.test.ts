import { describe, expect, it } from "vitest";

import { needsGuestId, reviewPrompt, showsCashbackButton, welcomeOffer } from "./prompts";

describe("showsCashbackButton", () => {
  it("shows when signed in and not in parcel", () => {
    expect(showsCashbackButton({ signedIn: true, moduleType: "food" })).toBe(true);
    expect(showsCashbackButton({ signedIn: true, moduleType: "parcel" })).toBe(false);
    expect(showsCashbackButton({ signedIn: false, moduleType: "food" })).toBe(false);
  });
});

describe("reviewPrompt", () => {
  it("appears for a signed-in user with a last order awaiting review; Give Review goes to /rate-and-review/{order id}", () => {
    expect(reviewPrompt({ signedIn: true, pending: { order_id: 100045 } })).toEqual({
      href: "/rate-and-review/100045",
      orderId: 100045,
    });
  });

  it("not for guests or without a pending order", () => {
    expect(reviewPrompt({ signedIn: false, pending: { order_id: 100045 } })).toBeNull();
    expect(reviewPrompt({ signedIn: true, pending: null })).toBeNull();
    expect(reviewPrompt({ signedIn: true, pending: { order_id: null } })).toBeNull();
  });
});

describe("welcomeOffer", () => {
  it("mentions a first-order discount and its validity", () => {
    expect(welcomeOffer({ is_valid_for_discount: true, validity: "7 days" })).toEqual({
      code: "first_order_discount",
      validity: "7 days",
    });
    expect(welcomeOffer({ is_valid_for_discount: true, validity: 7 })).toEqual({
      code: "first_order_discount",
      validity: "7",
    });
    expect(welcomeOffer({ is_valid_for_discount: true })).toEqual({
      code: "first_order_discount",
      validity: null,
    });
  });

  it("says nothing about a discount otherwise", () => {
    expect(welcomeOffer({ is_valid_for_discount: false, validity: "7 days" })).toBeNull();
    expect(welcomeOffer(null)).toBeNull();
  });
});

describe("needsGuestId", () => {
  it("a guest without a stored guest_id requests one", () => {
    expect(needsGuestId({ hasToken: false, guestId: null })).toBe(true);
    expect(needsGuestId({ hasToken: false, guestId: "" })).toBe(true);
    expect(needsGuestId({ hasToken: false, guestId: 55 })).toBe(false);
    expect(needsGuestId({ hasToken: true, guestId: undefined })).toBe(false);
  });
});

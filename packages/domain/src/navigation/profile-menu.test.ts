import { describe, expect, it } from "vitest";

import { profileMenuEntries, showsReferCode } from "./profile-menu";

describe("profileMenuEntries", () => {
  it("lists the entries in order, inbox hidden, then Logout", () => {
    expect(
      profileMenuEntries({
        customer_wallet_status: true,
        loyalty_point_status: true,
        ref_earning_status: true,
      }),
    ).toEqual([
      "profile-settings",
      "my-orders",
      "wallet",
      "coupons",
      "loyalty-points",
      "referral-code",
      "settings",
      "track-order",
      "logout",
    ]);
  });

  it("wallet, loyalty and referral entries are hidden when their config status equals 0", () => {
    expect(
      profileMenuEntries({
        customer_wallet_status: false,
        loyalty_point_status: false,
        ref_earning_status: false,
      }),
    ).toEqual(["profile-settings", "my-orders", "coupons", "settings", "track-order", "logout"]);
  });
});

describe("showsReferCode", () => {
  it("shown only when customer wallet status and referral earning status are both 1", () => {
    expect(showsReferCode({ customer_wallet_status: true, ref_earning_status: true })).toBe(true);
    expect(showsReferCode({ customer_wallet_status: true, ref_earning_status: false })).toBe(false);
    expect(showsReferCode({})).toBe(false);
  });
});

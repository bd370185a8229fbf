import { describe, expect, it } from "vitest";

import { profileMenuEntries } from "@marketplace/domain";

import { profileMenuLinks } from "./profile-menu-links";

const keys = (config: Parameters<typeof profileMenuEntries>[0]) =>
  profileMenuLinks(profileMenuEntries(config)).map((entry) => entry.key);

describe("profileMenuLinks", () => {
  it("links wallet, coupons, loyalty points and referral code in the spec's order when all are on", () => {
    expect(
      profileMenuLinks(
        profileMenuEntries({
          customer_wallet_status: true,
          loyalty_point_status: true,
          ref_earning_status: true,
        }),
      ),
    ).toEqual([
      { key: "wallet", href: "/wallet" },
      { key: "coupons", href: "/coupons" },
      { key: "loyalty-points", href: "/loyalty-points" },
      { key: "referral-code", href: "/referral-code" },
    ]);
  });

  it("hides wallet, loyalty and referral when their config status is off; coupons stay", () => {
    expect(
      keys({
        customer_wallet_status: false,
        loyalty_point_status: false,
        ref_earning_status: false,
      }),
    ).toEqual(["coupons"]);
    expect(
      keys({ customer_wallet_status: true, loyalty_point_status: false, ref_earning_status: true }),
    ).toEqual(["wallet", "coupons", "referral-code"]);
  });

  it("links no page that is not built yet (profile, orders, settings, track order)", () => {
    const all = keys({
      customer_wallet_status: true,
      loyalty_point_status: true,
      ref_earning_status: true,
    });
    for (const missing of ["profile-settings", "my-orders", "settings", "track-order", "logout"])
      expect(all).not.toContain(missing);
  });
});

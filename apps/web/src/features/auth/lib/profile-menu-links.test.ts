import { describe, expect, it } from "vitest";

import { profileMenuEntries } from "@marketplace/domain";

import { profileMenuLinks } from "./profile-menu-links";

const keys = (config: Parameters<typeof profileMenuEntries>[0]) =>
  profileMenuLinks(profileMenuEntries(config)).map((entry) => entry.key);

describe("profileMenuLinks", () => {
  it("links every entry of the spec's list in its order when all are on", () => {
    expect(
      profileMenuLinks(
        profileMenuEntries({
          customer_wallet_status: true,
          loyalty_point_status: true,
          ref_earning_status: true,
        }),
      ),
    ).toEqual([
      { key: "profile-settings", href: "/profile?page=profile-settings" },
      { key: "my-orders", href: "/profile?page=my-orders" },
      { key: "wallet", href: "/wallet" },
      { key: "coupons", href: "/coupons" },
      { key: "loyalty-points", href: "/loyalty-points" },
      { key: "referral-code", href: "/referral-code" },
      { key: "settings", href: "/settings" },
      { key: "track-order", href: "/track-order" },
    ]);
  });

  it("hides wallet, loyalty and referral when their config status is off; coupons stay", () => {
    expect(
      keys({
        customer_wallet_status: false,
        loyalty_point_status: false,
        ref_earning_status: false,
      }),
    ).toEqual(["profile-settings", "my-orders", "coupons", "settings", "track-order"]);
    expect(
      keys({ customer_wallet_status: true, loyalty_point_status: false, ref_earning_status: true }),
    ).toEqual([
      "profile-settings",
      "my-orders",
      "wallet",
      "coupons",
      "referral-code",
      "settings",
      "track-order",
    ]);
  });

  it("leaves logout to the menu's own item", () => {
    const all = keys({
      customer_wallet_status: true,
      loyalty_point_status: true,
      ref_earning_status: true,
    });
    expect(all).not.toContain("logout");
  });
});

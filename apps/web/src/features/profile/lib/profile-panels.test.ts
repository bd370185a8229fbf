import { describe, expect, it } from "vitest";

import { profileMenuItems, profilePanel } from "./profile-panels";

describe("profilePanel", () => {
  it("chooses the panel of the page query", () => {
    expect(profilePanel("my-orders", undefined)).toBe("my-orders");
    expect(profilePanel("profile-settings", undefined)).toBe("profile-settings");
    expect(profilePanel("address", undefined)).toBe("address");
    expect(profilePanel("inbox", undefined)).toBe("inbox");
    expect(profilePanel("notifications", undefined)).toBe("notifications");
  });
  it("unknown or missing pages give the default panel", () => {
    expect(profilePanel("nope", undefined)).toBe("profile-settings");
    expect(profilePanel(undefined, undefined)).toBe("profile-settings");
    expect(profilePanel(["nope", "my-orders"], undefined)).toBe("profile-settings");
  });
  it("an order id opens my orders", () => {
    expect(profilePanel(undefined, "100045")).toBe("my-orders");
  });
});

describe("profileMenuItems", () => {
  it("links the entries in order and leaves out logout (the header's)", () => {
    expect(
      profileMenuItems([
        "profile-settings",
        "my-orders",
        "coupons",
        "wallet",
        "settings",
        "logout",
      ]),
    ).toEqual([
      { key: "profile-settings", href: "/profile?page=profile-settings" },
      { key: "my-orders", href: "/profile?page=my-orders" },
      { key: "address", href: "/profile?page=address" },
      { key: "coupons", href: "/coupons" },
      { key: "wallet", href: "/wallet" },
      { key: "settings", href: "/settings" },
    ]);
  });
});

import { describe, expect, it } from "vitest";

import { appDownloadLinks, footerLinkAccess, footerLinks } from "./footer-links";

describe("footerLinks", () => {
  it("refund, cancellation and shipping policies show only when their flag is not 0", () => {
    const links = footerLinks({
      refund_policy: false,
      cancelation_policy: true,
      shipping_policy: false,
    });
    expect(links).not.toContain("refund-policy");
    expect(links).toContain("cancellation-policy");
    expect(links).not.toContain("shipping-policy");
    expect(links).toContain("privacy-policy");
  });

  it("all policies show when their flags are on", () => {
    const links = footerLinks({
      refund_policy: true,
      cancelation_policy: true,
      shipping_policy: true,
    });
    expect(links).toEqual(
      expect.arrayContaining(["refund-policy", "cancellation-policy", "shipping-policy"]),
    );
  });
});

describe("footerLinks: wallet and loyalty points", () => {
  const policies = { refund_policy: true, cancelation_policy: true, shipping_policy: true };

  it("my wallet shows only when customer_wallet_status is on", () => {
    expect(footerLinks({ ...policies, customer_wallet_status: false })).not.toContain("wallet");
    expect(footerLinks({ ...policies, customer_wallet_status: true })).toContain("wallet");
  });

  it("loyalty points show only when loyalty_point_status is on", () => {
    expect(footerLinks({ ...policies, loyalty_point_status: false })).not.toContain(
      "loyalty-points",
    );
    expect(footerLinks({ ...policies, loyalty_point_status: true })).toContain("loyalty-points");
  });
});

describe("footerLinkAccess", () => {
  it("loyalty points and my wallet require login", () => {
    expect(footerLinkAccess("wallet", { signedIn: false, hasZone: true })).toEqual({
      code: "login_required",
    });
    expect(footerLinkAccess("loyalty-points", { signedIn: false, hasZone: true })).toEqual({
      code: "login_required",
    });
    expect(footerLinkAccess("wallet", { signedIn: true, hasZone: false })).toEqual({
      code: "allowed",
    });
  });

  it("campaigns requires a chosen zone", () => {
    expect(footerLinkAccess("campaigns", { signedIn: true, hasZone: false })).toEqual({
      code: "zone_required",
    });
    expect(footerLinkAccess("campaigns", { signedIn: false, hasZone: true })).toEqual({
      code: "allowed",
    });
  });
});

describe("appDownloadLinks", () => {
  it("app download buttons are shown only when their status equals 1", () => {
    expect(
      appDownloadLinks({
        download_user_app_links: {
          playstore_url: "https://play.example/app",
          playstore_url_status: true,
          apple_store_url: "https://apps.example/app",
          apple_store_url_status: false,
        },
      }),
    ).toEqual([{ store: "playstore", url: "https://play.example/app" }]);
  });

  it("unsafe or missing links are not shown", () => {
    expect(
      appDownloadLinks({
        download_user_app_links: {
          playstore_url: "javascript:alert(1)",
          playstore_url_status: true,
          apple_store_url: "https://apps.example/app",
          apple_store_url_status: true,
        },
      }),
    ).toEqual([{ store: "apple_store", url: "https://apps.example/app" }]);
    expect(appDownloadLinks({ download_user_app_links: null })).toEqual([]);
  });
});

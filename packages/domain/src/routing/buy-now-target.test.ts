import { describe, expect, it } from "vitest";

import { buyNowHref, buyNowTarget } from "./buy-now-target";

const body = { item_id: 7, model: "Item", price: 2.5, quantity: 1 };
const href = buyNowHref("buy_now", body);

describe("buyNowHref", () => {
  it("carries the page and the line as JSON, round-tripping through the URL", () => {
    const url = new URL(href, "http://x");
    expect(url.pathname).toBe("/checkout");
    expect(url.searchParams.get("page")).toBe("buy_now");
    expect(JSON.parse(url.searchParams.get("line") ?? "")).toEqual(body);
  });
});

describe("buyNowTarget", () => {
  it("sends a signed-in customer to the checkout (Buy Now and Order Now)", () => {
    expect(buyNowTarget({ kind: "buy_now", signedIn: true, guestCheckoutStatus: 0, body })).toEqual(
      { code: "checkout", href },
    );
    expect(
      buyNowTarget({ kind: "campaign", signedIn: true, guestCheckoutStatus: 0, body }),
    ).toEqual({ code: "checkout", href: buyNowHref("campaign", body) });
  });

  it("asks a guest to sign in for Order Now, even with guest checkout on", () => {
    expect(
      buyNowTarget({ kind: "campaign", signedIn: false, guestCheckoutStatus: 1, body }),
    ).toEqual({ code: "sign_in" });
  });

  it("gives a guest the guest prompt when guest checkout is on, else sign-in", () => {
    expect(
      buyNowTarget({ kind: "buy_now", signedIn: false, guestCheckoutStatus: true, body }),
    ).toEqual({ code: "guest_prompt", href: `${href}&prompt=guest` });
    expect(
      buyNowTarget({ kind: "buy_now", signedIn: false, guestCheckoutStatus: 0, body }),
    ).toEqual({ code: "sign_in" });
  });
});

import { describe, expect, it } from "vitest";

import { checkoutButtonTarget } from "./checkout-button-target";

describe("checkoutButtonTarget", () => {
  it("empty cart closes the drawer and goes to /home", () => {
    expect(checkoutButtonTarget({ cartCount: 0, signedIn: true, guestCheckoutStatus: 1 })).toEqual({
      code: "go_home",
      href: "/home",
      closeDrawer: true,
    });
  });

  it("items and signed in goes to /checkout?page=cart", () => {
    expect(checkoutButtonTarget({ cartCount: 2, signedIn: true, guestCheckoutStatus: 0 })).toEqual({
      code: "checkout",
      href: "/checkout?page=cart",
    });
  });

  it("items, guest and guest_checkout_status 1 opens the guest prompt", () => {
    expect(checkoutButtonTarget({ cartCount: 2, signedIn: false, guestCheckoutStatus: 1 })).toEqual(
      {
        code: "guest_prompt",
      },
    );
    expect(
      checkoutButtonTarget({ cartCount: 2, signedIn: false, guestCheckoutStatus: true }),
    ).toEqual({
      code: "guest_prompt",
    });
  });

  it("otherwise the sign-in modal opens", () => {
    expect(checkoutButtonTarget({ cartCount: 2, signedIn: false, guestCheckoutStatus: 0 })).toEqual(
      {
        code: "sign_in",
      },
    );
    expect(
      checkoutButtonTarget({ cartCount: 2, signedIn: false, guestCheckoutStatus: null }),
    ).toEqual({
      code: "sign_in",
    });
  });
});

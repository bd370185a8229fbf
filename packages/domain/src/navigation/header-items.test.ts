import { describe, expect, it } from "vitest";

import { headerItems, showsMobileModuleSwitcher } from "./header-items";

describe("headerItems", () => {
  it("a guest with a location outside parcel sees track order, cart, Sign In and the saved-address hint", () => {
    expect(
      headerItems({ signedIn: false, moduleType: "food", hasLocation: true, hasZone: true }),
    ).toEqual(["home", "location", "track_order", "cart", "sign_in", "saved_address_hint"]);
  });

  it("a signed-in user with a zone sees chat, wishlist, cart and the profile button", () => {
    expect(
      headerItems({ signedIn: true, moduleType: "grocery", hasLocation: true, hasZone: true }),
    ).toEqual(["home", "location", "chat", "wishlist", "cart", "profile"]);
  });

  it("wishlist needs a zone", () => {
    expect(
      headerItems({ signedIn: true, moduleType: "grocery", hasLocation: true, hasZone: false }),
    ).not.toContain("wishlist");
  });

  it("parcel module hides cart, chat, wishlist and track-order and shows a Contact link", () => {
    const signedIn = headerItems({
      signedIn: true,
      moduleType: "parcel",
      hasLocation: true,
      hasZone: true,
    });
    const guest = headerItems({
      signedIn: false,
      moduleType: "parcel",
      hasLocation: true,
      hasZone: true,
    });
    for (const items of [signedIn, guest]) {
      expect(items).toContain("contact");
      expect(items).not.toContain("cart");
      expect(items).not.toContain("chat");
      expect(items).not.toContain("wishlist");
      expect(items).not.toContain("track_order");
    }
  });

  it("theme, language and module selectors show when no location is set; track order needs a location", () => {
    const items = headerItems({
      signedIn: false,
      moduleType: null,
      hasLocation: false,
      hasZone: false,
    });
    expect(items).toEqual([
      "home",
      "location",
      "cart",
      "sign_in",
      "theme",
      "language",
      "module",
      "saved_address_hint",
    ]);
  });
});

describe("showsMobileModuleSwitcher", () => {
  it("only on /home without a search and with two or more modules", () => {
    expect(showsMobileModuleSwitcher({ pathname: "/home", hasSearch: false, moduleCount: 2 })).toBe(
      true,
    );
    expect(showsMobileModuleSwitcher({ pathname: "/home", hasSearch: true, moduleCount: 2 })).toBe(
      false,
    );
    expect(
      showsMobileModuleSwitcher({ pathname: "/store/1", hasSearch: false, moduleCount: 3 }),
    ).toBe(false);
    expect(showsMobileModuleSwitcher({ pathname: "/home", hasSearch: false, moduleCount: 1 })).toBe(
      false,
    );
  });
});

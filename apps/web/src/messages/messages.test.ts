import { describe, expect, it } from "vitest";

import { MESSAGE_CODES } from "@marketplace/domain";

import ar from "./ar.json";
import en from "./en.json";

function keysOf(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe("message catalogues", () => {
  it("give Arabic a text for every English key", () => {
    expect(keysOf(ar).sort()).toEqual(keysOf(en).sort());
  });

  it("hold the spec's English wording", () => {
    expect(en.modules.headline).toEqual({
      grocery: "Fresh Item that deserve to eat",
      pharmacy: "Quality Medicines & Health care at your Doorstep.",
      ecommerce: "Exclusive collection for everyone",
      food: "FIND YOUR HAPPINESS",
      parcel: "Track your Products",
    });
    expect(en.moduleDialog.mustSelect).toBe("A module must be selected to continue.");
    expect(en.location.suggestionsLoading).toBe("Search suggestions are loading...");
    expect(en.language.changed).toBe("Language has been changed");
    expect(en.newsletter.invalid).toBe("Please insert a valid email.");
    expect(en.errors.sessionExpired).toBe(
      "Your account is inactive or Your token has been expired",
    );
  });
});

describe("domain outcome codes", () => {
  it("give every code @marketplace/domain can return a text in both languages", () => {
    for (const code of MESSAGE_CODES) {
      expect(en.domain, code).toHaveProperty(code);
      expect(ar.domain, code).toHaveProperty(code);
    }
  });

  it("word the codes as the spec does", () => {
    expect(en.domain.newsletter_email_invalid).toBe("Please insert a valid email.");
    expect(en.domain.order_id_required).toBe("Need a order id");
    expect(en.domain.headline_pharmacy).toBe("Quality Medicines & Health care at your Doorstep.");
    expect(en.domain.closed_now).toBe("CLOSED NOW");
  });
});

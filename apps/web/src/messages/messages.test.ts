import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

import { MESSAGE_CODES } from "@marketplace/domain";

import { messageNamespaces } from "./namespaces";

type Catalogue = Record<string, Record<string, unknown>>;

/** A language's catalogue as the app loads it: one file per namespace. */
function catalogue(locale: string): Catalogue {
  const folder = join(import.meta.dirname, locale);
  return Object.fromEntries(
    readdirSync(folder)
      .filter((file) => file.endsWith(".json"))
      .map((file) => [
        file.replace(/\.json$/, ""),
        JSON.parse(readFileSync(join(folder, file), "utf8")) as Record<string, unknown>,
      ]),
  );
}

function text(messages: Catalogue, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>(
      (node, key) =>
        typeof node === "object" && node !== null
          ? (node as Record<string, unknown>)[key]
          : undefined,
      messages,
    );
}

const en = catalogue("en");
const ar = catalogue("ar");

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

  it("hold exactly the namespaces the app loads, one file each", () => {
    expect(Object.keys(en).sort()).toEqual([...messageNamespaces].sort());
    expect(Object.keys(ar).sort()).toEqual([...messageNamespaces].sort());
  });

  it("hold the spec's English wording", () => {
    expect(text(en, "modules.headline")).toEqual({
      grocery: "Fresh Item that deserve to eat",
      pharmacy: "Quality Medicines & Health care at your Doorstep.",
      ecommerce: "Exclusive collection for everyone",
      food: "FIND YOUR HAPPINESS",
      parcel: "Track your Products",
    });
    expect(text(en, "moduleDialog.mustSelect")).toBe("A module must be selected to continue.");
    expect(text(en, "location.suggestionsLoading")).toBe("Search suggestions are loading...");
    expect(text(en, "language.changed")).toBe("Language has been changed");
    expect(text(en, "newsletter.invalid")).toBe("Please insert a valid email.");
    expect(text(en, "errors.sessionExpired")).toBe(
      "Your account is inactive or Your token has been expired",
    );
  });
});

describe("domain outcome codes", () => {
  it("give every code @marketplace/domain can return a text in both languages", () => {
    for (const code of MESSAGE_CODES) {
      expect(text(en, "domain"), code).toHaveProperty(code);
      expect(text(ar, "domain"), code).toHaveProperty(code);
    }
  });

  it("word the codes as the spec does", () => {
    expect(text(en, "domain.newsletter_email_invalid")).toBe("Please insert a valid email.");
    expect(text(en, "domain.order_id_required")).toBe("Need a order id");
    expect(text(en, "domain.headline_pharmacy")).toBe(
      "Quality Medicines & Health care at your Doorstep.",
    );
    expect(text(en, "domain.closed_now")).toBe("CLOSED NOW");
  });
});

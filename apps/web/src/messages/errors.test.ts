import { describe, expect, it } from "vitest";

import ar from "./ar.json";
import en from "./en.json";
import errorsAr from "./errors.ar.json";
import errorsEn from "./errors.en.json";

function keysOf(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe("error page catalogues", () => {
  it("give Arabic a text for every English key", () => {
    expect(keysOf(errorsAr).sort()).toEqual(keysOf(errorsEn).sort());
  });

  it("add namespaces the main catalogues do not have (they are merged into them)", () => {
    for (const namespace of Object.keys(errorsEn)) {
      expect(en).not.toHaveProperty(namespace);
      expect(ar).not.toHaveProperty(namespace);
    }
  });
});

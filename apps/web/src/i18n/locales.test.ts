import { describe, expect, it } from "vitest";

import { directionOf, toLocale } from "./locales";

describe("directionOf", () => {
  it.each(["ar", "arc", "dv", "fa", "ha", "he", "khw", "ks", "ku", "ps", "ur", "yl"])(
    "reads %s right to left",
    (code) => {
      expect(directionOf(code)).toBe("rtl");
    },
  );

  it("reads English left to right", () => {
    expect(directionOf("en")).toBe("ltr");
  });
});

describe("toLocale", () => {
  it("keeps a shipped language and falls back to English otherwise", () => {
    expect(toLocale("ar")).toBe("ar");
    expect(toLocale("fr")).toBe("en");
    expect(toLocale(undefined)).toBe("en");
  });
});

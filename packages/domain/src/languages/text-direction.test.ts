import { describe, expect, it } from "vitest";

import { isRtlLanguage, RTL_LANGUAGE_CODES, textDirection } from "./text-direction";

describe("isRtlLanguage", () => {
  it.each([...RTL_LANGUAGE_CODES])("%s is right-to-left", (code) => {
    expect(isRtlLanguage(code)).toBe(true);
  });

  it("reads region-tagged and upper-case codes", () => {
    expect(isRtlLanguage("ar-SA")).toBe(true);
    expect(isRtlLanguage("FA_IR")).toBe(true);
  });

  it("English and other codes are left-to-right", () => {
    expect(isRtlLanguage("en")).toBe(false);
    expect(isRtlLanguage("hr")).toBe(false);
    expect(isRtlLanguage("")).toBe(false);
  });
});

describe("textDirection", () => {
  it("direction flips to right-to-left for right-to-left languages", () => {
    expect(textDirection("ar")).toBe("rtl");
    expect(textDirection("en")).toBe("ltr");
  });
});

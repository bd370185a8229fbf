import { describe, expect, it } from "vitest";

import { LISTING_SEARCH_MAX_LENGTH, listingSearchText } from "./search-text";

describe("listingSearchText", () => {
  it("trims and keeps ordinary text", () => {
    expect(listingSearchText("  whole milk ")).toBe("whole milk");
    expect(listingSearchText("حليب")).toBe("حليب");
  });

  it("turns control characters into spaces", () => {
    expect(listingSearchText("milk\u0000tea")).toBe("milk tea");
    expect(listingSearchText("\u001b[31mred\u007f")).toBe("[31mred");
    expect(listingSearchText("\n\t\r")).toBe("");
  });

  it("cuts huge text at 100 characters", () => {
    expect(listingSearchText("x".repeat(100_000))).toHaveLength(LISTING_SEARCH_MAX_LENGTH);
  });

  it("treats a missing value as no search", () => {
    expect(listingSearchText(null)).toBe("");
    expect(listingSearchText(undefined)).toBe("");
  });
});

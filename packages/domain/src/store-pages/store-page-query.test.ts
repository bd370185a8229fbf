import { describe, expect, it } from "vitest";

import {
  DELIVERY_TYPES,
  hasMorePages,
  oneOf,
  pagesShown,
  positiveId,
  searchText,
  STORE_TABS,
} from "./store-page-query";

describe("store page query", () => {
  it("reads pages shown within 1..20", () => {
    expect(pagesShown("3")).toBe(3);
    expect(pagesShown(undefined)).toBe(1);
    expect(pagesShown("0")).toBe(1);
    expect(pagesShown("21")).toBe(1);
    expect(pagesShown("2x")).toBe(1);
    expect(pagesShown(["4", "5"])).toBe(4);
  });
  it("reads positive ids only", () => {
    expect(positiveId("12")).toBe(12);
    expect(positiveId("-1")).toBeNull();
    expect(positiveId("abc")).toBeNull();
    expect(positiveId("0")).toBeNull();
  });
  it("trims and bounds the search text", () => {
    expect(searchText("  milk ")).toBe("milk");
    expect(searchText("x".repeat(150))).toHaveLength(100);
  });
  it("keeps only known tabs and delivery types", () => {
    expect(oneOf("top_rated", STORE_TABS, "all")).toBe("top_rated");
    expect(oneOf("cheap", STORE_TABS, "all")).toBe("all");
    expect(oneOf("take_away", DELIVERY_TYPES, "all")).toBe("take_away");
  });
  it("has more pages while fewer rows are shown than the total", () => {
    expect(hasMorePages(12, 30)).toBe(true);
    expect(hasMorePages(30, 30)).toBe(false);
  });
});

import { describe, expect, it } from "vitest";

import { filtersForTab, showsRatingChip, toggleFilter } from "./filters-for-tab";

describe("filtersForTab", () => {
  it("on the Items tab currently_open and nearby are hidden and a Price filter (0 to 20000) appears", () => {
    const items = filtersForTab("item");
    expect(items.filters).not.toContain("currently_open");
    expect(items.filters).not.toContain("nearby");
    expect(items.offers).toEqual([]);
    expect(items.priceRange).toEqual({ min: 0, max: 20000 });
  });

  it("coupon, free_delivery, fast_delivery appear as 'Offers' on the Stores tab only", () => {
    const stores = filtersForTab("store");
    expect(stores.offers).toEqual(["coupon", "free_delivery", "fast_delivery"]);
    expect(stores.filters).toEqual([
      "currently_open",
      "top_rated",
      "discounted",
      "popular",
      "nearby",
    ]);
    expect(stores.priceRange).toBeNull();
  });
});

describe("toggleFilter", () => {
  it("checks and unchecks a filter", () => {
    expect(toggleFilter(["popular"], "discounted")).toEqual(["popular", "discounted"]);
    expect(toggleFilter(["popular", "discounted"], "popular")).toEqual(["discounted"]);
  });
});

describe("showsRatingChip", () => {
  it("the default rating filter value is not shown", () => {
    expect(showsRatingChip(0)).toBe(false);
    expect(showsRatingChip(4)).toBe(true);
  });
});

import { describe, expect, it } from "vitest";

import { changeListingTab, DEFAULT_PRICE_RANGE, initialListingState } from "./listing-state";

describe("initialListingState", () => {
  it("data_type discounted pre-checks Discounted", () => {
    expect(initialListingState("discounted").filters).toEqual(["discounted"]);
  });

  it("starts without sort or filters, with the price range 0 to 20000", () => {
    const state = initialListingState("searched", "store");
    expect(state).toEqual({
      tab: "store",
      sort: [],
      filters: [],
      categoryIds: [],
      brandIds: [],
      priceRange: { min: 0, max: 20000 },
      ratingCount: 0,
    });
  });
});

describe("changeListingTab", () => {
  it("changing tab resets sort and filters", () => {
    const state = {
      ...initialListingState("discounted"),
      sort: ["low" as const],
      categoryIds: [4],
      priceRange: { min: 10, max: 50 },
      ratingCount: 4,
    };
    const next = changeListingTab(state, "store");
    expect(next).toEqual({
      tab: "store",
      sort: [],
      filters: [],
      categoryIds: [4],
      brandIds: [],
      priceRange: DEFAULT_PRICE_RANGE,
      ratingCount: 0,
    });
  });

  it("staying on the same tab keeps everything", () => {
    const state = { ...initialListingState(), sort: ["high" as const] };
    expect(changeListingTab(state, "item")).toBe(state);
  });
});

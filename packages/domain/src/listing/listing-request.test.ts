import { describe, expect, it } from "vitest";

import { isFilteredListing, listingRequest, sortsForTab } from "./listing-request";
import { initialListingState } from "./listing-state";

describe("listingRequest", () => {
  it("sends name only for searched text, sorts the server applies and chosen filters", () => {
    const state = {
      ...initialListingState("searched"),
      sort: ["low" as const],
      filters: ["popular" as const],
      ratingCount: 4,
    };
    expect(listingRequest(state, { dataType: "searched", search: " milk " })).toEqual({
      list_type: "item",
      data_type: "searched",
      name: "milk",
      category_ids: [],
      brand_ids: [],
      filter: ["popular", "low"],
      rating_count: 4,
    });
    expect(
      listingRequest(initialListingState(), { dataType: "all", search: "milk" }),
    ).not.toHaveProperty("name");
  });

  it("the default sort is the server order and is not sent", () => {
    const state = { ...initialListingState(), sort: ["default" as const] };
    expect(listingRequest(state, { dataType: "all" }).filter).toEqual([]);
  });

  it("sends the price range only on the Items tab and only when it is not 0 to 20000", () => {
    const priced = { ...initialListingState(), priceRange: { min: 5, max: 50 } };
    expect(listingRequest(priced, { dataType: "all" })).toMatchObject({
      min_price: 5,
      max_price: 50,
    });
    expect(listingRequest(initialListingState(), { dataType: "all" })).not.toHaveProperty(
      "min_price",
    );
    expect(listingRequest({ ...priced, tab: "store" }, { dataType: "all" })).not.toHaveProperty(
      "min_price",
    );
  });

  it("a category listing asks for its category until the side panel chooses others", () => {
    const state = initialListingState("category");
    expect(listingRequest(state, { dataType: "category", categoryId: 3 }).category_ids).toEqual([
      3,
    ]);
    expect(
      listingRequest({ ...state, categoryIds: [5, 6] }, { dataType: "category", categoryId: 3 })
        .category_ids,
    ).toEqual([5, 6]);
  });

  it("a brand listing asks for items of its brand, whatever the tab", () => {
    const state = initialListingState("brand", "store");
    expect(listingRequest(state, { dataType: "brand", brandId: 7 })).toMatchObject({
      list_type: "item",
      brand_ids: [7],
    });
  });
});

describe("sortsForTab", () => {
  it("Items sort by price, Stores by default, fast delivery or nearby", () => {
    expect(sortsForTab("item")).toEqual(["default", "low", "high"]);
    expect(sortsForTab("store")).toEqual(["default", "fast_delivery", "nearby"]);
  });
});

describe("isFilteredListing", () => {
  it("the listing as linked is not filtered (discounted pre-checks Discounted)", () => {
    expect(isFilteredListing(initialListingState(), "all")).toBe(false);
    expect(isFilteredListing(initialListingState("discounted"), "discounted")).toBe(false);
  });

  it("a tab, sort, filter, category, brand, rating or price choice is filtered", () => {
    const base = initialListingState();
    expect(isFilteredListing({ ...base, tab: "store" }, "all")).toBe(true);
    expect(isFilteredListing({ ...base, sort: ["low"] }, "all")).toBe(true);
    expect(isFilteredListing({ ...base, filters: ["popular"] }, "all")).toBe(true);
    expect(isFilteredListing({ ...base, categoryIds: [1] }, "all")).toBe(true);
    expect(isFilteredListing({ ...base, brandIds: [1] }, "all")).toBe(true);
    expect(isFilteredListing({ ...base, ratingCount: 3 }, "all")).toBe(true);
    expect(isFilteredListing({ ...base, priceRange: { min: 0, max: 10 } }, "all")).toBe(true);
    expect(isFilteredListing(initialListingState(), "discounted")).toBe(true);
  });
});

import { describe, expect, it } from "vitest";

import { initialListingState } from "./listing-state";
import { listingSearchParams } from "./search-params";

describe("listingSearchParams", () => {
  it("sends name only when data_type is searched, limit 12 and JSON arrays", () => {
    const state = {
      ...initialListingState("searched"),
      sort: ["low" as const, "default" as const],
      filters: ["popular" as const],
      categoryIds: [1, 11],
      brandIds: [7],
      ratingCount: 4,
    };
    expect(listingSearchParams(state, { dataType: "searched", search: " milk ", page: 2 })).toEqual(
      {
        name: "milk",
        offset: 2,
        data_type: "searched",
        list_type: "item",
        limit: 12,
        category_ids: "[1,11]",
        brand_ids: "[7]",
        filter: '["popular","low"]',
        rating_count: 4,
        min_price: 0,
        max_price: 20000,
      },
    );
  });

  it("leaves name out for other data types and for empty text", () => {
    const state = initialListingState("category", "store");
    const params = listingSearchParams(state, { dataType: "category", search: "milk", page: 1 });
    expect(params).not.toHaveProperty("name");
    expect(params.list_type).toBe("store");
    expect(
      listingSearchParams(state, { dataType: "searched", search: "  ", page: 1 }),
    ).not.toHaveProperty("name");
  });
});

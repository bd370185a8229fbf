import { describe, expect, it } from "vitest";

import { entriesOf, listingFormHref, listingParamsOf } from "./listing-params";

describe("listingParamsOf", () => {
  it("joins a form's repeated list fields with commas and keeps the first of any other", () => {
    expect(
      listingParamsOf([
        ["filter", ""],
        ["filter", "popular"],
        ["filter", "discounted"],
        ["search", "milk"],
        ["search", "tea"],
      ]),
    ).toEqual({ filter: "popular,discounted", search: "milk" });
  });

  it("keeps an empty filter (no filter at all) and drops repeated list values", () => {
    expect(listingParamsOf([["filter", ""]])).toEqual({ filter: "" });
    expect(
      listingParamsOf([
        ["category_ids", "1,2"],
        ["category_ids", "2"],
      ]),
    ).toEqual({
      category_ids: "1,2",
    });
  });
});

describe("entriesOf", () => {
  it("spreads Next's array values", () => {
    expect(entriesOf({ a: "1", b: ["2", "3"], c: undefined })).toEqual([
      ["a", "1"],
      ["b", "2"],
      ["b", "3"],
    ]);
  });
});

describe("listingFormHref", () => {
  it("leaves the defaults and the page count out", () => {
    expect(
      listingFormHref([
        ["data_type", "all"],
        ["tab", "item"],
        ["filter", ""],
        ["filter", "popular"],
        ["min_price", "0"],
        ["max_price", "20000"],
        ["rating", "4"],
        ["type", "all"],
        ["page", "3"],
      ]),
    ).toBe("/home?data_type=all&filter=popular&rating=4");
  });

  it("keeps an emptied filter so a pre-checked one stays off", () => {
    expect(
      listingFormHref([
        ["data_type", "discounted"],
        ["filter", ""],
      ]),
    ).toBe("/home?data_type=discounted&filter=");
  });
});

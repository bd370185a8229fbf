import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { isSearchedEmpty, nextPageNumber } from "./paging";

describe("nextPageNumber", () => {
  it("next page number is the count of pages fetched plus one", () => {
    expect(nextPageNumber([])).toBe(1);
    expect(nextPageNumber([["a", "b"]])).toBe(2);
    expect(nextPageNumber([["a"], ["b"]])).toBe(3);
  });

  it("stops when a page is empty", () => {
    expect(nextPageNumber([["a"], []])).toBeNull();
  });

  it("never skips or repeats a page", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 12 }), { maxLength: 40 }), (sizes) => {
        const pages: string[][] = [];
        const requested: number[] = [];
        for (const size of [...sizes, 0]) {
          const next = nextPageNumber(pages);
          if (next === null) break;
          requested.push(next);
          pages.push(Array.from({ length: size }, () => "row"));
        }
        expect(requested).toEqual(
          Array.from({ length: sizes.length + 1 }, (_, index) => index + 1),
        );
        expect(nextPageNumber(pages)).toBeNull();
      }),
      { numRuns: 1000 },
    );
  });
});

describe("isSearchedEmpty", () => {
  it("an empty first page marks the list as searched", () => {
    expect(isSearchedEmpty([[]])).toBe(true);
    expect(isSearchedEmpty([["a"]])).toBe(false);
    expect(isSearchedEmpty([])).toBe(false);
  });
});

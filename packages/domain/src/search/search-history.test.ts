import { describe, expect, it } from "vitest";

import { addToSearchHistory } from "./search-history";

describe("addToSearchHistory", () => {
  it("a search adds the term to history if new, newest first", () => {
    expect(addToSearchHistory(["milk"], "bread")).toEqual(["bread", "milk"]);
  });

  it("keeps no duplicates", () => {
    expect(addToSearchHistory(["milk", "bread"], " bread ")).toEqual(["bread", "milk"]);
  });

  it("recent searches show at most 5", () => {
    expect(addToSearchHistory(["a", "b", "c", "d", "e"], "f")).toEqual(["f", "a", "b", "c", "d"]);
  });

  it("ignores empty text", () => {
    expect(addToSearchHistory(["milk"], "   ")).toEqual(["milk"]);
  });
});

import { describe, expect, it } from "vitest";

import { searchPanel, shouldFetchSuggestions, submitSearch } from "./search-box";

describe("shouldFetchSuggestions", () => {
  it("suggestions are fetched only for non-empty text", () => {
    expect(shouldFetchSuggestions("")).toBe(false);
    expect(shouldFetchSuggestions("   ")).toBe(false);
    expect(shouldFetchSuggestions("mi")).toBe(true);
  });
});

describe("searchPanel", () => {
  it("an empty box shows history, otherwise suggestions", () => {
    expect(searchPanel("", { items: [], stores: [] })).toBe("history");
    expect(searchPanel("mi", { items: [{ name: "Milk" }], stores: [] })).toBe("suggestions");
  });

  it("the panel stays closed when both items and stores lists are empty", () => {
    expect(searchPanel("zz", { items: [], stores: [] })).toBe("closed");
  });
});

describe("submitSearch", () => {
  it("a search sets query search and data_type searched", () => {
    expect(submitSearch({ text: " milk ", activeQuery: null, browsingCategory: false })).toEqual({
      code: "search",
      search: "milk",
      data_type: "searched",
    });
  });

  it("an empty search with an active query resets data_type to category or all depending on the tab", () => {
    expect(submitSearch({ text: "", activeQuery: "milk", browsingCategory: true })).toEqual({
      code: "reset_search",
      data_type: "category",
    });
    expect(submitSearch({ text: "", activeQuery: "milk", browsingCategory: false })).toEqual({
      code: "reset_search",
      data_type: "all",
    });
  });

  it("an empty search without an active query does nothing", () => {
    expect(submitSearch({ text: "", activeQuery: null, browsingCategory: false })).toEqual({
      code: "ignore",
    });
    expect(submitSearch({ text: "", activeQuery: "", browsingCategory: true })).toEqual({
      code: "ignore",
    });
  });
});

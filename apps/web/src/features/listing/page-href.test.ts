import { describe, expect, it } from "vitest";

import { pageHref, shownPageOf } from "./page-href";

describe("pageHref", () => {
  it("names the last page shown, leaving the first page's URL without one", () => {
    expect(pageHref("data_type=all&view=list", 3)).toBe("/home?data_type=all&view=list&page=3");
    expect(pageHref("data_type=all&page=4", 1)).toBe("/home?data_type=all");
  });

  it("replaces a page the query already carries", () => {
    expect(pageHref("data_type=all&page=2&view=list", 5)).toBe(
      "/home?data_type=all&view=list&page=5",
    );
  });
});

describe("shownPageOf", () => {
  it("reads the URL's page", () => {
    expect(shownPageOf("3")).toBe(3);
    expect(shownPageOf("12")).toBe(12);
  });

  it("is the first page without a readable page", () => {
    for (const value of [null, "", "0", "-2", "2.5", "abc", "3x", "99999"])
      expect(shownPageOf(value)).toBe(1);
  });
});

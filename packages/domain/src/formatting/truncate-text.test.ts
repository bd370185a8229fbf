import { describe, expect, it } from "vitest";

import { cardName, descriptionView, truncateText } from "./truncate-text";

describe("truncateText", () => {
  it("long text is truncated to 70 characters with 'Read more'", () => {
    const long = "a".repeat(71);
    expect(truncateText(long)).toEqual({ text: `${"a".repeat(70)}...`, truncated: true });
  });

  it("text of 70 characters or fewer is shown whole", () => {
    const exact = "b".repeat(70);
    expect(truncateText(exact)).toEqual({ text: exact, truncated: false });
  });

  it("counts characters, not UTF-16 units", () => {
    expect(truncateText("😀😀😀", 2)).toEqual({ text: "😀😀...", truncated: true });
  });
});

describe("cardName", () => {
  it("item names on cards are truncated to 25 characters", () => {
    expect(cardName("Chicken Shawarma Platter Large")).toBe("Chicken Shawarma Platter ...");
    expect(cardName("Fresh Milk")).toBe("Fresh Milk");
  });
});

describe("descriptionView", () => {
  const long =
    "Fresh organic bananas from local farms, picked ripe and delivered the same day to you.";

  it("long text shows the first 70 characters with 'Read more'", () => {
    expect(descriptionView(long, false)).toEqual({
      text: `${long.slice(0, 70)}...`,
      toggle: "read_more",
    });
  });

  it("expanded text shows everything with 'Show less'", () => {
    expect(descriptionView(long, true)).toEqual({ text: long, toggle: "show_less" });
  });

  it("short text has no toggle", () => {
    expect(descriptionView("Fresh Milk", true)).toEqual({ text: "Fresh Milk", toggle: null });
  });
});

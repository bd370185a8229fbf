import { describe, expect, it } from "vitest";

import { homeHeadline, itemTabWord, storeTabWord } from "./module-wording";

describe("storeTabWord", () => {
  it("the store tab reads Restaurants in food and Stores otherwise", () => {
    expect(storeTabWord("food")).toBe("restaurants");
    expect(storeTabWord("grocery")).toBe("stores");
    expect(storeTabWord(null)).toBe("stores");
  });
});

describe("itemTabWord", () => {
  it("the item tab reads Foods, Items, Medicines or Groceries", () => {
    expect(itemTabWord("food")).toBe("foods");
    expect(itemTabWord("pharmacy")).toBe("medicines");
    expect(itemTabWord("grocery")).toBe("groceries");
    expect(itemTabWord("ecommerce")).toBe("items");
  });
});

describe("homeHeadline", () => {
  it("has a headline per module", () => {
    expect(homeHeadline("grocery")).toBe("headline_grocery");
    expect(homeHeadline("pharmacy")).toBe("headline_pharmacy");
    expect(homeHeadline("ecommerce")).toBe("headline_ecommerce");
    expect(homeHeadline("food")).toBe("headline_food");
    expect(homeHeadline("parcel")).toBe("headline_parcel");
  });

  it("has none for unknown modules", () => {
    expect(homeHeadline("rental")).toBeNull();
    expect(homeHeadline(undefined)).toBeNull();
  });
});

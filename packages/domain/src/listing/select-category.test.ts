import { describe, expect, it } from "vitest";

import { breadAndJuice, categoryTree, drinks } from "../__fixtures__/categories";
import { selectAllCategories, selectBrand, toggleCategory } from "./select-category";

describe("selectAllCategories", () => {
  it("choosing 'All' selects all categories and children", () => {
    expect(selectAllCategories(categoryTree, [])).toEqual([1, 11, 12, 2, 3, 31]);
  });

  it("choosing 'All' again when everything is selected clears the choice", () => {
    expect(selectAllCategories(categoryTree, [1, 11, 12, 2, 3, 31])).toEqual([]);
  });
});

describe("toggleCategory", () => {
  it("picking a parent picks its children", () => {
    expect(toggleCategory([], breadAndJuice)).toEqual([1, 11, 12]);
  });

  it("unpicking a parent drops its children", () => {
    expect(toggleCategory([1, 11, 12, 2], breadAndJuice)).toEqual([2]);
  });

  it("picking a category without children picks only it", () => {
    expect(toggleCategory([11], drinks)).toEqual([11, 2]);
  });
});

describe("selectBrand", () => {
  it("choosing a brand clears category choice", () => {
    expect(selectBrand({ categoryIds: [1, 11], brandIds: [] }, 7)).toEqual({
      categoryIds: [],
      brandIds: [7],
    });
  });

  it("choosing a chosen brand again removes it", () => {
    expect(selectBrand({ categoryIds: [], brandIds: [7, 8] }, 7)).toEqual({
      categoryIds: [],
      brandIds: [8],
    });
  });
});

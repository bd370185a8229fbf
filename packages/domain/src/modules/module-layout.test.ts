import { describe, expect, it } from "vitest";

import { bannerSlidesPerView, featuredStores, orderCategories, sliderLoops } from "./module-layout";

describe("orderCategories", () => {
  it("category order: Grocery and Pharmacy reversed", () => {
    expect(orderCategories([1, 2, 3], "grocery")).toEqual([3, 2, 1]);
    expect(orderCategories([1, 2, 3], "pharmacy")).toEqual([3, 2, 1]);
    expect(orderCategories([1, 2, 3], "food")).toEqual([1, 2, 3]);
  });
});

describe("bannerSlidesPerView", () => {
  it("grocery 1 or 2", () => {
    expect(bannerSlidesPerView("grocery", 1)).toBe(1);
    expect(bannerSlidesPerView("grocery", 4)).toBe(2);
  });

  it("pharmacy and food 1, 2 or 3 by banner count", () => {
    expect(bannerSlidesPerView("pharmacy", 2)).toBe(2);
    expect(bannerSlidesPerView("pharmacy", 7)).toBe(3);
    expect(bannerSlidesPerView("food", 3)).toBe(3);
  });

  it("ecommerce shows the banner count", () => {
    expect(bannerSlidesPerView("ecommerce", 5)).toBe(5);
  });

  it("no banners, no slides", () => {
    expect(bannerSlidesPerView("food", 0)).toBe(0);
    expect(bannerSlidesPerView("food", -2)).toBe(0);
  });
});

describe("sliderLoops", () => {
  it("sliders loop infinitely only when there are enough items", () => {
    expect(sliderLoops(3, 2)).toBe(true);
    expect(sliderLoops(2, 2)).toBe(false);
  });
});

describe("featuredStores", () => {
  it("featured stores are those with featured equal to 1", () => {
    expect(
      featuredStores([
        { id: 1, featured: true },
        { id: 2, featured: 1 },
        { id: 3, featured: false },
        { id: 4 },
      ]),
    ).toEqual([
      { id: 1, featured: true },
      { id: 2, featured: 1 },
    ]);
  });
});

import { describe, expect, it } from "vitest";

import { newArrivalsCount, productGridRows } from "./home-section-limits";

describe("newArrivalsCount", () => {
  it("new arrivals show up to 8, 10 without a banner, 6 on sm and 4 on mobile", () => {
    expect(newArrivalsCount({ hasBanner: true, breakpoint: "desktop" })).toBe(8);
    expect(newArrivalsCount({ hasBanner: false, breakpoint: "desktop" })).toBe(10);
    expect(newArrivalsCount({ hasBanner: true, breakpoint: "sm" })).toBe(6);
    expect(newArrivalsCount({ hasBanner: false, breakpoint: "mobile" })).toBe(4);
  });
});

describe("productGridRows", () => {
  it("the product grid uses 2 rows when total_size is above 7", () => {
    expect(productGridRows(7)).toBe(1);
    expect(productGridRows(8)).toBe(2);
  });
});

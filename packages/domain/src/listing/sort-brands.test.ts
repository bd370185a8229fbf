import { describe, expect, it } from "vitest";

import { sortBrands } from "./sort-brands";

const brands = [{ name: "Nestle" }, { name: "Apex" }, { name: "Zara" }];

describe("sortBrands", () => {
  it("sorts brands A to Z, Z to A or keeps the Default order", () => {
    expect(sortBrands(brands, "AtoZ").map((brand) => brand.name)).toEqual([
      "Apex",
      "Nestle",
      "Zara",
    ]);
    expect(sortBrands(brands, "ZtoA").map((brand) => brand.name)).toEqual([
      "Zara",
      "Nestle",
      "Apex",
    ]);
    expect(sortBrands(brands, "default")).toEqual(brands);
  });
});

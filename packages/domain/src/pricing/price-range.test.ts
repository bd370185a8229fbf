import { describe, expect, it } from "vitest";

import { burger, burgerSauces, milk, tShirt } from "../__fixtures__/items";
import { priceRange } from "./price-range";

describe("priceRange", () => {
  it("items with variations show a range from the cheapest to the dearest variation", () => {
    expect(priceRange(tShirt, 2)).toEqual({
      min: 1100,
      max: 1450,
      minDiscounted: 1000,
      maxDiscounted: 1350,
      isRange: true,
    });
  });

  it("food items range from the cheapest required choices to the dearest allowed choices", () => {
    expect(priceRange(burger, 2)).toEqual({
      min: 1000,
      max: 1000 + 250 + 125 + 75,
      minDiscounted: 900,
      maxDiscounted: 1305,
      isRange: true,
    });
  });

  it("required multi variations add their cheapest minimum", () => {
    const sauced = { ...burger, discount: 0, food_variations: [burgerSauces] };
    expect(priceRange(sauced, 2)).toMatchObject({ min: 1000, max: 1060 });
    const unbounded = { ...sauced, food_variations: [{ ...burgerSauces, min: null, max: null }] };
    expect(priceRange(unbounded, 2)).toMatchObject({ min: 1000, max: 1060 });
  });

  it("other items show one price", () => {
    expect(priceRange(milk, 2)).toEqual({
      min: 249,
      max: 249,
      minDiscounted: 199,
      maxDiscounted: 199,
      isRange: false,
    });
    expect(priceRange({ price: 5 }, 2).isRange).toBe(false);
  });
});

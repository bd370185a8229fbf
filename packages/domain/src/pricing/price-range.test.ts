import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { burger, burgerSauces, milk, tShirt } from "../__fixtures__/items";
import { validateFoodChoices } from "../variations/validate-food-choices";
import { itemPrice } from "./item-price";
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

  it("every valid food choice is priced within the range", () => {
    const item = { ...burger, food_variations: [...burger.food_variations, burgerSauces] };
    const range = priceRange(item, 2);
    fc.assert(
      fc.property(
        fc.constantFrom("Regular", "Large"),
        fc.subarray(["Cheese", "Bacon", "Egg"]),
        fc.subarray(["Ketchup", "Mayo", "BBQ", "Garlic"]),
        (size, toppings, sauces) => {
          const foodChoices = { Size: [size], Toppings: toppings, Sauces: sauces };
          fc.pre(validateFoodChoices(item.food_variations, foodChoices).length === 0);
          const price = itemPrice(item, { quantity: 1, foodChoices }, 2);
          expect(price.unitPrice).toBeGreaterThanOrEqual(range.min);
          expect(price.unitPrice).toBeLessThanOrEqual(range.max);
          expect(price.unitDiscounted).toBeGreaterThanOrEqual(range.minDiscounted);
          expect(price.unitDiscounted).toBeLessThanOrEqual(range.maxDiscounted);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

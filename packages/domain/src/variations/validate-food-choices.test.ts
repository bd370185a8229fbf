import { describe, expect, it } from "vitest";

import { largeWithCheese, noSize, tooManyToppings } from "../__fixtures__/food-choices";
import { burgerSauces, burgerSize, burgerToppings } from "../__fixtures__/items";
import { foodVariationHint, multiChoiceBounds, validateFoodChoices } from "./validate-food-choices";

describe("validateFoodChoices", () => {
  it("accepts a complete choice", () => {
    expect(validateFoodChoices([burgerSize, burgerToppings], largeWithCheese)).toEqual([]);
  });

  it("a required food variation must be selected", () => {
    expect(validateFoodChoices([burgerSize, burgerToppings], noSize)).toEqual([
      { code: "variation_required", name: "Size" },
    ]);
  });

  it("multi choice count must lie between min and max", () => {
    expect(
      validateFoodChoices([burgerSize, burgerSauces], { Size: ["Large"], Sauces: ["BBQ"] }),
    ).toEqual([{ code: "variation_count_out_of_range", name: "Sauces", min: 2, max: 3 }]);
    expect(validateFoodChoices([burgerSauces], { Sauces: ["BBQ", "Mayo"] })).toEqual([]);
  });

  it("a required multi variation with nothing chosen needs a selection", () => {
    expect(validateFoodChoices([burgerSauces], {})).toEqual([
      { code: "variation_required", name: "Sauces" },
    ]);
  });

  it("optional multi variations are also checked against min and max once anything is chosen", () => {
    expect(validateFoodChoices([burgerSize, burgerToppings], tooManyToppings)).toEqual([
      { code: "variation_count_out_of_range", name: "Toppings", min: 1, max: 2 },
    ]);
    expect(validateFoodChoices([burgerToppings], {})).toEqual([]);
  });

  it("no variations, no issues", () => {
    expect(validateFoodChoices(undefined, {})).toEqual([]);
  });
});

describe("multiChoiceBounds", () => {
  it("missing bounds mean at least 1 and at most every value", () => {
    expect(multiChoiceBounds({ min: null, max: 0, values: burgerSauces.values })).toEqual({
      min: 1,
      max: 4,
    });
    expect(multiChoiceBounds({ min: 3, max: 2, values: burgerSauces.values })).toEqual({
      min: 3,
      max: 3,
    });
  });
});

describe("foodVariationHint", () => {
  it("multi variations hint at their min and max", () => {
    expect(foodVariationHint(burgerToppings)).toEqual({
      code: "variation_range_hint",
      min: 1,
      max: 2,
    });
    expect(foodVariationHint(burgerSize)).toBeNull();
  });
});

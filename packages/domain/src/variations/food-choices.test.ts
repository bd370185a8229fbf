import { describe, expect, it } from "vitest";

import { burgerSize, burgerToppings } from "../__fixtures__/items";
import { selectedFoodChoices, toggleFoodOption } from "./food-choices";

describe("toggleFoodOption", () => {
  it("single choice replaces the previous option", () => {
    expect(toggleFoodOption({ Size: ["Regular"] }, burgerSize, "Large")).toEqual({
      Size: ["Large"],
    });
  });

  it("multi choice adds or removes", () => {
    const added = toggleFoodOption({}, burgerToppings, "Cheese");
    expect(added).toEqual({ Toppings: ["Cheese"] });
    expect(toggleFoodOption(added, burgerToppings, "Bacon")).toEqual({
      Toppings: ["Cheese", "Bacon"],
    });
    expect(toggleFoodOption({ Toppings: ["Cheese", "Bacon"] }, burgerToppings, "Cheese")).toEqual({
      Toppings: ["Bacon"],
    });
  });
});

describe("selectedFoodChoices", () => {
  it("reads the options the wire marks with isSelected", () => {
    const marked = [
      {
        ...burgerSize,
        values: [
          { label: "Regular", optionPrice: 0 },
          { label: "Large", optionPrice: 2.5, isSelected: true },
        ],
      },
      burgerToppings,
    ];
    expect(selectedFoodChoices(marked)).toEqual({ Size: ["Large"] });
    expect(selectedFoodChoices(undefined)).toEqual({});
  });
});

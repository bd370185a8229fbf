import { describe, expect, it } from "vitest";

import { burgerLine, milkLine, tShirtLine } from "../__fixtures__/cart-lines";
import { toCartLineView } from "./cart-line-view";

describe("toCartLineView", () => {
  it("turns a wire line into the spec's cart line with cartItemId, totalPrice and selectedAddons", () => {
    const view = toCartLineView(burgerLine, 2);
    expect(view).toMatchObject({
      cartItemId: 5,
      id: 101,
      model: "Item",
      quantity: 2,
      unitPrice: 1325,
      price: 1193,
      totalPrice: 2 * 1325 * 0.9 + 3 * 99 + 150,
      selectedOption: null,
      foodChoices: { Size: ["Large"], Toppings: ["Cheese"] },
      selectedAddons: [
        { id: 1, name: "Cola", price: 99, quantity: 3 },
        { id: 2, name: "Fries", price: 150, quantity: 1 },
      ],
      store_id: 7,
    });
    expect(view.food_variations[0]?.values.map((value) => value.isSelected)).toEqual([false, true]);
    expect(view.food_variations[1]?.values.map((value) => value.isSelected)).toEqual([
      true,
      false,
      false,
    ]);
  });

  it("shows the non-food variation as the selected option", () => {
    expect(toCartLineView(tShirtLine, 2)).toMatchObject({
      selectedOption: "Blue-M",
      price: 1000,
      totalPrice: 1000,
      food_variations: [],
    });
  });

  it("leaves out add-ons the item no longer offers", () => {
    const line = {
      ...milkLine,
      add_on_ids: [9],
      add_on_qtys: [1],
      item: { ...milkLine.item, add_ons: [{ id: 9, name: "Bag", price: 0.1 }] },
    };
    expect(toCartLineView(line, 2).selectedAddons).toEqual([
      { id: 9, name: "Bag", price: 10, quantity: 1 },
    ]);
    const withoutAddOns = {
      ...milkLine,
      item: { ...milkLine.item, add_ons: undefined, food_variations: undefined },
    };
    expect(toCartLineView(withoutAddOns, 2).selectedAddons).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";

import { burgerLine, milkLine, tShirtLine } from "../__fixtures__/cart-lines";
import { cartMode, updateChange } from "./cart-mode";

const cart = [burgerLine, tShirtLine, milkLine];

describe("cartMode", () => {
  it("a cart line with the same item and same selected option is in Update mode", () => {
    expect(cartMode(cart, 101, { foodChoices: { Toppings: ["Cheese"], Size: ["Large"] } })).toEqual(
      {
        mode: "update",
        cartItemId: 5,
        line: burgerLine,
      },
    );
    expect(cartMode(cart, 202, { variationType: "Blue M" })).toEqual({
      mode: "update",
      cartItemId: 6,
      line: tShirtLine,
    });
    expect(cartMode(cart, 303, {})).toEqual({ mode: "update", cartItemId: 7, line: milkLine });
  });

  it("otherwise Add mode", () => {
    expect(cartMode(cart, 101, { foodChoices: { Size: ["Regular"] } })).toEqual({ mode: "add" });
    expect(cartMode(cart, 202, { variationType: "Red-M" })).toEqual({ mode: "add" });
    expect(cartMode([], 303, {})).toEqual({ mode: "add" });
  });
});

describe("updateChange", () => {
  it("'No changes found to update.' applies to updates without change", () => {
    expect(
      updateChange(burgerLine, {
        quantity: 2,
        foodChoices: { Size: ["Large"], Toppings: ["Cheese"] },
        addOns: [
          { id: 2, quantity: 1 },
          { id: 1, quantity: 3 },
        ],
      }),
    ).toEqual({ code: "no_changes" });
  });

  it("a new quantity or add-on is a change", () => {
    expect(updateChange(tShirtLine, { quantity: 2, variationType: "Blue-M" })).toEqual({
      code: "changed",
    });
    expect(updateChange(milkLine, { quantity: 3, addOns: [{ id: 1, quantity: 1 }] })).toEqual({
      code: "changed",
    });
  });
});

import { describe, expect, it } from "vitest";

import { burgerLine, milkLine, tShirtLine } from "../__fixtures__/cart-lines";
import { cartLineSelection } from "./cart-line-selection";

describe("cartLineSelection", () => {
  it("reads food choices and add-ons with their own quantities", () => {
    expect(cartLineSelection(burgerLine)).toEqual({
      quantity: 2,
      variationType: null,
      foodChoices: { Size: ["Large"], Toppings: ["Cheese"] },
      addOns: [
        { id: 1, quantity: 3 },
        { id: 2, quantity: 1 },
      ],
    });
  });

  it("reads the non-food variation type", () => {
    expect(cartLineSelection(tShirtLine)).toMatchObject({
      quantity: 1,
      variationType: "Blue-M",
      foodChoices: {},
      addOns: [],
    });
  });

  it("skips empty food selections", () => {
    expect(
      cartLineSelection({ ...milkLine, variation: [{ name: "Size", values: { label: [] } }] })
        .foodChoices,
    ).toEqual({});
  });

  it("reads '' where the wire puts an empty list as empty", () => {
    const bare = {
      ...milkLine,
      add_on_ids: "",
      add_on_qtys: "",
      variation: "",
    } as unknown as typeof milkLine;
    expect(cartLineSelection(bare)).toEqual({
      quantity: 3,
      variationType: null,
      foodChoices: {},
      addOns: [],
    });
  });

  it("rejects misaligned add-on arrays", () => {
    expect(() => cartLineSelection({ ...burgerLine, add_on_qtys: [1] })).toThrow(
      expect.objectContaining({ code: "invalid_quantity" }),
    );
  });
});

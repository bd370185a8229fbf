import { describe, expect, it } from "vitest";

import { burger, milk, tShirt } from "../__fixtures__/items";
import { canDecreaseQuantity, itemQuantityIncrease, quantityIncrease } from "./quantity-limits";

describe("canDecreaseQuantity", () => {
  it("quantity cannot go below 1", () => {
    expect(canDecreaseQuantity(1)).toBe(false);
    expect(canDecreaseQuantity(2)).toBe(true);
  });
});

describe("quantityIncrease", () => {
  it("non-food: blocked when stock is less than or equal to the current quantity ('Out of Stock')", () => {
    expect(
      quantityIncrease({ moduleType: "grocery", quantity: 3, stock: 3, maximumCartQuantity: null }),
    ).toEqual({
      code: "out_of_stock",
    });
    expect(
      quantityIncrease({ moduleType: "grocery", quantity: 2, stock: 3, maximumCartQuantity: null }),
    ).toEqual({ code: "ok" });
  });

  it("card increment: blocked when quantity plus 1 would exceed stock", () => {
    expect(
      quantityIncrease({
        moduleType: "pharmacy",
        quantity: 0,
        stock: 0,
        maximumCartQuantity: undefined,
      }),
    ).toEqual({
      code: "out_of_stock",
    });
    expect(
      quantityIncrease({
        moduleType: "pharmacy",
        quantity: 0,
        stock: 1,
        maximumCartQuantity: undefined,
      }),
    ).toEqual({
      code: "ok",
    });
  });

  it("food ignores stock", () => {
    expect(
      quantityIncrease({ moduleType: "food", quantity: 5, stock: 0, maximumCartQuantity: null }),
    ).toEqual({ code: "ok" });
  });

  it("all modules: blocked when maximum_cart_quantity is set and reached ('Out of Limits')", () => {
    expect(
      quantityIncrease({ moduleType: "food", quantity: 5, stock: null, maximumCartQuantity: 5 }),
    ).toEqual({
      code: "out_of_limits",
    });
    expect(
      quantityIncrease({ moduleType: "food", quantity: 5, stock: null, maximumCartQuantity: 0 }),
    ).toEqual({ code: "ok" });
  });
});

describe("itemQuantityIncrease", () => {
  it("reads stock and maximum_cart_quantity from the item, or the chosen variation's stock", () => {
    expect(itemQuantityIncrease(milk, 3)).toEqual({ code: "out_of_stock" });
    expect(itemQuantityIncrease(tShirt, 5)).toEqual({ code: "out_of_limits" });
    expect(itemQuantityIncrease(tShirt, 2, 2)).toEqual({ code: "out_of_stock" });
    expect(itemQuantityIncrease(burger, 50)).toEqual({ code: "ok" });
  });
});

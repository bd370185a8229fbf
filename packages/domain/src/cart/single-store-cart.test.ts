import { describe, expect, it } from "vitest";

import { burgerLine, milkLine } from "../__fixtures__/cart-lines";
import { cartAfterClear, storeConflict } from "./single-store-cart";

describe("storeConflict", () => {
  it("adding an item from a different store than the cart's shows the clear-cart confirmation", () => {
    expect(storeConflict([burgerLine], 11)).toEqual({
      code: "clear_cart_required",
      cartStoreId: 7,
    });
  });

  it("the same store or an empty cart adds directly", () => {
    expect(storeConflict([burgerLine], 7)).toEqual({ code: "same_store" });
    expect(storeConflict([], 7)).toEqual({ code: "same_store" });
  });
});

describe("cartAfterClear", () => {
  it("confirming clears the cart and adds the new item, with the 5000 ms message", () => {
    expect(cartAfterClear(milkLine)).toEqual({
      lines: [milkLine],
      message: { code: "cart_cleared_and_item_added", durationMs: 5000 },
    });
  });
});

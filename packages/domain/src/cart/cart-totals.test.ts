import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { burgerLine, milkLine, tShirtLine } from "../__fixtures__/cart-lines";
import { toCartLineView } from "./cart-line-view";
import { cartTotals } from "./cart-totals";

describe("cartTotals", () => {
  it("sums the saved amount and the subtotal of the lines", () => {
    const lines = [burgerLine, tShirtLine, milkLine].map((line) => toCartLineView(line, 2));
    expect(cartTotals(lines)).toEqual({
      itemsTotal: 2650 + 297 + 150 + 1100 + 747,
      savedAmount: 265 + 100 + 149,
      subtotal: 2832 + 1000 + 598,
      units: 6,
    });
  });

  it("an empty cart totals zero", () => {
    expect(cartTotals([])).toEqual({ itemsTotal: 0, savedAmount: 0, subtotal: 0, units: 0 });
  });

  it("totals are never negative", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            totalPrice: fc.nat(),
            discountAmount: fc.nat(),
            quantity: fc.integer({ min: 1, max: 99 }),
          }),
        ),
        (lines) => {
          const totals = cartTotals(lines);
          expect(totals.subtotal).toBeGreaterThanOrEqual(0);
          expect(totals.savedAmount).toBeGreaterThanOrEqual(0);
          expect(totals.itemsTotal).toBeGreaterThanOrEqual(totals.subtotal);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

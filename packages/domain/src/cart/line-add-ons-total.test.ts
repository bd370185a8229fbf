import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { burgerLine, milkLine } from "../__fixtures__/cart-lines";
import { isDomainInputError } from "../errors/domain-input-error";
import { toCartLineView } from "./cart-line-view";
import { lineAddOnsTotal } from "./line-add-ons-total";

describe("lineAddOnsTotal", () => {
  it("sums each add-on's price × its own quantity, once per line", () => {
    // 2 burgers with 3 colas ($0.99) and 1 fries ($1.50): 297 + 150, not doubled by the 2 burgers.
    const view = toCartLineView(burgerLine, 2);
    expect(view.quantity).toBe(2);
    expect(lineAddOnsTotal(view.selectedAddons)).toBe(447);
  });

  it("is never discounted: without the add-ons the line saves the same and costs exactly 447 less", () => {
    // The burger's 10 % item discount applies to the burger only (ADR 0006).
    const view = toCartLineView(burgerLine, 2);
    const bare = toCartLineView({ ...burgerLine, add_on_ids: [], add_on_qtys: [] }, 2);
    expect(view.discountAmount).toBe(bare.discountAmount);
    expect(view.totalPrice - bare.totalPrice).toBe(lineAddOnsTotal(view.selectedAddons));
    expect(view.totalPrice + view.discountAmount).toBe(
      view.unitPrice * view.quantity + lineAddOnsTotal(view.selectedAddons),
    );
  });

  it("is zero for a line without add-ons", () => {
    expect(lineAddOnsTotal(toCartLineView(milkLine, 2).selectedAddons)).toBe(0);
    expect(lineAddOnsTotal([])).toBe(0);
  });

  it("refuses a negative or fractional price and a quantity below 1", () => {
    const codeOf = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return isDomainInputError(error) ? error.code : "other";
      }
      return "none";
    };
    expect(codeOf(() => lineAddOnsTotal([{ price: -1, quantity: 1 }]))).toBe("invalid_amount");
    expect(codeOf(() => lineAddOnsTotal([{ price: 1.5, quantity: 1 }]))).toBe("invalid_amount");
    expect(codeOf(() => lineAddOnsTotal([{ price: 100, quantity: 0 }]))).toBe("invalid_quantity");
  });

  it("an extra add-on never lowers the total", () => {
    const addOn = fc.record({
      price: fc.nat({ max: 1_000_000 }),
      quantity: fc.integer({ min: 1, max: 99 }),
    });
    fc.assert(
      fc.property(fc.array(addOn, { maxLength: 10 }), addOn, (addOns, extra) => {
        expect(lineAddOnsTotal([...addOns, extra])).toBeGreaterThanOrEqual(lineAddOnsTotal(addOns));
      }),
      { numRuns: 1000 },
    );
  });
});

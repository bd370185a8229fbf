import type { Arbitrary } from "fast-check";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import type { CartLine } from "@marketplace/api-client";

import { toCartLineView } from "./cart-line-view";
import { cartTotals } from "./cart-totals";

/**
 * Generated carts with variations, food options, add-ons and quantities against an independent
 * oracle in whole cents. The spec (discovery §4, §5): price = (base or variation price + option
 * prices) less the discount, times the quantity, plus add-ons at their price × their own quantity
 * (never discounted); the store's percent discount wins over the item's; the drawer shows the saved
 * amount and the subtotal, and the lines before discount are their sum — exact decimals, rounded once
 * per line.
 */

const DIGITS = 2;
/** Prices arrive as decimals with 2 digits; the oracle keeps them as whole cents. */
const cents = (min: number, max: number) => fc.integer({ min, max });
const decimal = (value: number) => value / 100;

type Discount =
  | { kind: "none" }
  | { kind: "percent"; tenths: number }
  | { kind: "amount"; cents: number }
  | { kind: "store"; tenths: number };

const discountArb: Arbitrary<Discount> = fc.oneof(
  fc.constant({ kind: "none" as const }),
  fc.record({ kind: fc.constant("percent" as const), tenths: fc.integer({ min: 1, max: 1000 }) }),
  fc.record({ kind: fc.constant("amount" as const), cents: cents(1, 5000) }),
  fc.record({ kind: fc.constant("store" as const), tenths: fc.integer({ min: 1, max: 1000 }) }),
);

interface GeneratedLine {
  base: number;
  /** Non-food: the chosen variation's price (null: no variations). */
  variation: number | null;
  /** Food: the chosen options' prices. */
  options: number[];
  addOns: { price: number; quantity: number }[];
  quantity: number;
  discount: Discount;
}

const lineArb: Arbitrary<GeneratedLine> = fc.record({
  base: cents(0, 200_000),
  variation: fc.option(cents(0, 200_000), { nil: null }),
  options: fc.array(cents(0, 2_000), { maxLength: 4 }),
  addOns: fc.array(
    fc.record({ price: cents(0, 1_500), quantity: fc.integer({ min: 1, max: 9 }) }),
    {
      maxLength: 3,
    },
  ),
  quantity: fc.integer({ min: 1, max: 40 }),
  discount: discountArb,
});

/** The wire cart line the server would send for a generated line. */
function wireLine(line: GeneratedLine, index: number): CartLine {
  const food = line.variation === null;
  const addOns = line.addOns.map((addOn, position) => ({
    id: position + 1,
    name: `Add-on ${String(position + 1)}`,
    price: decimal(addOn.price),
  }));
  const discount = line.discount;
  const item = {
    id: 1000 + index,
    name: `Item ${String(index)}`,
    price: decimal(line.base),
    discount:
      discount.kind === "percent"
        ? discount.tenths / 10
        : discount.kind === "amount"
          ? decimal(discount.cents)
          : 0,
    discount_type: discount.kind === "amount" ? ("amount" as const) : ("percent" as const),
    store_discount: discount.kind === "store" ? discount.tenths / 10 : 0,
    store_id: 7,
    module_type: food ? "food" : "ecommerce",
    variations: food ? [] : [{ type: "Chosen", price: decimal(line.variation ?? 0), stock: 99 }],
    food_variations: food
      ? [
          {
            name: "Options",
            type: "multi" as const,
            min: 0,
            max: 0,
            required: "off" as const,
            values: line.options.map((price, position) => ({
              label: `Option ${String(position + 1)}`,
              optionPrice: decimal(price),
            })),
          },
        ]
      : [],
    add_ons: addOns,
  };
  return {
    id: index + 1,
    item_id: item.id,
    price: item.price,
    quantity: line.quantity,
    add_on_ids: addOns.map((addOn) => addOn.id),
    add_on_qtys: line.addOns.map((addOn) => addOn.quantity),
    variation: food
      ? line.options.length > 0
        ? [
            {
              name: "Options",
              values: { label: line.options.map((_, p) => `Option ${String(p + 1)}`) },
            },
          ]
        : []
      : [{ type: "Chosen", price: item.variations[0]?.price ?? 0, stock: 99 }],
    item,
  };
}

/** Half up, in whole numbers: `numerator / denominator` rounded once. */
const roundedQuotient = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

/** The oracle, in whole cents: what the line costs before and after its discount. */
function expected(line: GeneratedLine) {
  // Non-food: the variation's price replaces the base; food: options add to it.
  const unit = line.variation ?? line.base + line.options.reduce((sum, price) => sum + price, 0);
  const addOns = line.addOns.reduce((sum, addOn) => sum + addOn.price * addOn.quantity, 0);
  const items = unit * line.quantity;
  const { discount } = line;
  const discountedItems =
    discount.kind === "none"
      ? items
      : discount.kind === "amount"
        ? Math.max(0, unit - discount.cents) * line.quantity
        : roundedQuotient(items * (1000 - discount.tenths), 1000);
  return { before: items + addOns, after: discountedItems + addOns, items };
}

describe("cart totals over generated carts (exact decimals)", () => {
  it("subtotal, saved amount and lines before discount follow the spec's price rule line by line", () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 8 }), (lines) => {
        const views = lines.map((line, index) => toCartLineView(wireLine(line, index), DIGITS));
        const totals = cartTotals(views);
        const oracle = lines.map(expected);
        const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

        // Each line: the drawer's price after discount and what the discount saves.
        views.forEach((view, index) => {
          const want = oracle[index];
          expect(view.totalPrice).toBe(want?.after);
          expect(view.discountAmount).toBe((want?.before ?? 0) - (want?.after ?? 0));
        });
        // The drawer: subtotal, saved amount, and the identity between them.
        expect(totals.subtotal).toBe(sum(oracle.map((line) => line.after)));
        expect(totals.savedAmount).toBe(sum(oracle.map((line) => line.before - line.after)));
        expect(totals.itemsTotal).toBe(totals.subtotal + totals.savedAmount);
        expect(totals.itemsTotal).toBe(sum(oracle.map((line) => line.before)));
        expect(totals.units).toBe(sum(lines.map((line) => line.quantity)));
        // Add-ons are never discounted: nothing is saved beyond the items themselves.
        expect(totals.savedAmount).toBeLessThanOrEqual(sum(oracle.map((line) => line.items)));
        expect(totals.savedAmount).toBeGreaterThanOrEqual(0);
        // No discount anywhere: nothing saved, the subtotal is the lines' price.
        if (lines.every((line) => line.discount.kind === "none"))
          expect([totals.savedAmount, totals.subtotal]).toEqual([0, totals.itemsTotal]);
      }),
      { numRuns: 300 },
    );
    // Generous: hundreds of generated carts on a busy shared machine (no time is asserted).
  }, 60_000);

  it("a full (100 %) store discount leaves only the add-ons to pay", () => {
    fc.assert(
      fc.property(lineArb, (generated) => {
        const line = { ...generated, discount: { kind: "store" as const, tenths: 1000 } };
        const totals = cartTotals([toCartLineView(wireLine(line, 0), DIGITS)]);
        const addOns = line.addOns.reduce((sum, addOn) => sum + addOn.price * addOn.quantity, 0);
        expect(totals.subtotal).toBe(addOns);
        expect(totals.savedAmount).toBe(expected(line).items);
      }),
      { numRuns: 200 },
    );
  }, 60_000);
});

// Single source of truth for which discount applies to an item (D5): the store discount wins when above 0.

import type { Item } from "@marketplace/api-client";

import type { MinorUnits } from "../money/to-minor-units";
import { DomainInputError } from "../errors/domain-input-error";
import { roundMinorUnits, toMinorUnits } from "../money/to-minor-units";

export type DiscountedItem = Pick<Item, "discount" | "discount_type" | "store_discount">;

export type EffectiveDiscount =
  | { type: "percent"; percent: number; source: "store" | "item" }
  | { type: "amount"; amount: MinorUnits; source: "item" };

function assertDiscountValue(value: number, name: string): void {
  if (!Number.isFinite(value) || value < 0) {
    throw new DomainInputError(
      "invalid_amount",
      `${name} must be a non-negative number, got ${String(value)}`,
      value,
    );
  }
}

/**
 * The store discount (percent) applies when above 0; otherwise the item's discount as percent or amount
 * when above 0; otherwise none. Percentages are capped at 100. A missing discount_type reads as percent.
 * @example effectiveDiscount({ store_discount: 0, discount: 10, discount_type: "percent" }, 2) // { type: "percent", percent: 10, source: "item" }
 */
export function effectiveDiscount(item: DiscountedItem, digits: number): EffectiveDiscount | null {
  const storeDiscount = item.store_discount ?? 0;
  assertDiscountValue(storeDiscount, "store_discount");
  if (storeDiscount > 0)
    return { type: "percent", percent: Math.min(100, storeDiscount), source: "store" };
  const discount = item.discount ?? 0;
  assertDiscountValue(discount, "discount");
  if (discount === 0) return null;
  if (item.discount_type === "amount")
    return { type: "amount", amount: toMinorUnits(discount, digits), source: "item" };
  return { type: "percent", percent: Math.min(100, discount), source: "item" };
}

/**
 * The exact (unrounded) discounted unit price in minor units; an amount discount never takes it below 0.
 * @example discountedUnitExact(1000, { type: "percent", percent: 15, source: "item" }) // 850
 */
export function discountedUnitExact(unit: MinorUnits, discount: EffectiveDiscount | null): number {
  if (discount === null) return unit;
  if (discount.type === "amount") return Math.max(0, unit - discount.amount);
  return (unit * (100 - discount.percent)) / 100;
}

/**
 * The discounted unit price, rounded once to minor units.
 * @example discountedUnitPrice(999, { type: "percent", percent: 50, source: "store" }) // 500
 */
export function discountedUnitPrice(
  unit: MinorUnits,
  discount: EffectiveDiscount | null,
): MinorUnits {
  return roundMinorUnits(discountedUnitExact(unit, discount));
}

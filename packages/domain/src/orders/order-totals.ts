// Single source of truth for an order's totals: subtotal less coupon and first-order discount, plus tax on
// the rest, delivery, tips and extra packaging.

import type { MinorUnits } from "../money/to-minor-units";
import { DomainInputError } from "../errors/domain-input-error";
import { roundMinorUnits } from "../money/to-minor-units";

export interface OrderTotals {
  subtotal: MinorUnits;
  coupon: MinorUnits;
  /** The new customer's first-order discount (`firstOrderDiscount`), taken off before tax like the coupon. */
  firstOrder: MinorUnits;
  tax: MinorUnits;
  delivery: MinorUnits;
  tips: MinorUnits;
  /** The store's extra packaging when chosen (untaxed). */
  extraPackaging: MinorUnits;
  total: MinorUnits;
}

function assertMinor(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new DomainInputError(
      "invalid_amount",
      `${name} must be non-negative minor units, got ${String(value)}`,
      value,
    );
  }
}

/**
 * The order total: (subtotal − coupon − first-order discount) + tax on that amount (the store's percent,
 * rounded once) + delivery charge + tips + extra packaging (untaxed). Both discounts are taken off before
 * tax, the coupon first; together they never take the taxable amount below 0.
 * @example orderTotals({ subtotal: 2400, coupon: 240, taxPercent: 5, delivery: 240, tips: 100 }) // total 2648
 */
export function orderTotals(input: {
  subtotal: MinorUnits;
  coupon: MinorUnits;
  taxPercent: number;
  delivery: MinorUnits;
  tips: MinorUnits;
  /** The first-order discount, minor units (`firstOrderDiscount`); none when left out. */
  firstOrder?: MinorUnits;
  /** Extra packaging, minor units (`extraPackagingCharge`); none when left out. */
  extraPackaging?: MinorUnits;
}): OrderTotals {
  assertMinor(input.subtotal, "subtotal");
  assertMinor(input.coupon, "coupon");
  assertMinor(input.delivery, "delivery");
  assertMinor(input.tips, "tips");
  const firstOrderInput = input.firstOrder ?? 0;
  assertMinor(firstOrderInput, "firstOrder");
  const extraPackaging = input.extraPackaging ?? 0;
  assertMinor(extraPackaging, "extraPackaging");
  if (!Number.isFinite(input.taxPercent) || input.taxPercent < 0) {
    throw new DomainInputError(
      "invalid_amount",
      `Tax percent must be non-negative, got ${String(input.taxPercent)}`,
      input.taxPercent,
    );
  }
  const coupon = Math.min(input.coupon, input.subtotal);
  const firstOrder = Math.min(firstOrderInput, input.subtotal - coupon);
  const taxable = input.subtotal - coupon - firstOrder;
  const tax = roundMinorUnits((taxable * input.taxPercent) / 100);
  return {
    subtotal: input.subtotal,
    coupon,
    firstOrder,
    tax,
    delivery: input.delivery,
    tips: input.tips,
    extraPackaging,
    total: taxable + tax + input.delivery + input.tips + extraPackaging,
  };
}

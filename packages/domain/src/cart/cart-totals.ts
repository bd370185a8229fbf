// Single source of truth for the cart drawer totals (D2, D5): saved amount and subtotal.

import type { MinorUnits } from "../money/to-minor-units";

export interface CartTotals {
  /** Lines before discount. */
  itemsTotal: MinorUnits;
  /** What discounts save across the cart (the saved-amount line). */
  savedAmount: MinorUnits;
  /** What the lines cost after discount (the subtotal). */
  subtotal: MinorUnits;
  /** Units in the cart (the header badge counts lines; this counts quantities). */
  units: number;
}

/**
 * Sums cart line views into the saved amount and the subtotal.
 * @example cartTotals([{ totalPrice: 2400, discountAmount: 250, quantity: 2 }]) // { itemsTotal: 2650, savedAmount: 250, subtotal: 2400, units: 2 }
 */
export function cartTotals(
  lines: readonly { totalPrice: MinorUnits; discountAmount: MinorUnits; quantity: number }[],
): CartTotals {
  let subtotal = 0;
  let savedAmount = 0;
  let units = 0;
  for (const line of lines) {
    subtotal += line.totalPrice;
    savedAmount += line.discountAmount;
    units += line.quantity;
  }
  return { itemsTotal: subtotal + savedAmount, savedAmount, subtotal, units };
}

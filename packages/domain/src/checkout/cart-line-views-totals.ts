import type { CartLine } from "@marketplace/api-client";

import type { CartTotals } from "../cart/cart-totals";
import { toCartLineView } from "../cart/cart-line-view";
import { cartTotals } from "../cart/cart-totals";

/**
 * The cart's totals straight from its wire lines (each line's view: options, add-ons, discounts).
 * @example cartLineViewsTotals(cart, 2).subtotal
 */
export function cartLineViewsTotals(lines: readonly CartLine[], digits: number): CartTotals {
  return cartTotals(lines.map((line) => toCartLineView(line, digits)));
}

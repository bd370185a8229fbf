// Single source of truth for a cart line's add-on total (D5, ADR 0006): what an order line stores as
// `total_add_on_price`.

import type { MinorUnits } from "../money/to-minor-units";
import { DomainInputError } from "../errors/domain-input-error";
import { assertQuantity } from "../pricing/item-price";

/**
 * The add-ons of one line: each add-on's price × its own quantity, counted once per line (never multiplied
 * by the line's quantity) and never discounted (ADR 0006). Prices are minor units (a line view's
 * `selectedAddons`); a negative or fractional price throws `invalid_amount`, a quantity below 1
 * `invalid_quantity`.
 * @example lineAddOnsTotal([{ price: 99, quantity: 3 }, { price: 150, quantity: 1 }]) // 447
 */
export function lineAddOnsTotal(
  addOns: readonly { price: MinorUnits; quantity: number }[],
): MinorUnits {
  let total = 0;
  for (const addOn of addOns) {
    if (!Number.isSafeInteger(addOn.price) || addOn.price < 0)
      throw new DomainInputError(
        "invalid_amount",
        `An add-on price must be non-negative minor units, got ${String(addOn.price)}`,
        addOn.price,
      );
    total += addOn.price * assertQuantity(addOn.quantity, "add-on quantity");
  }
  return total;
}

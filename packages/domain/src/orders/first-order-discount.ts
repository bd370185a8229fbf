// What the new customer's first-order discount takes off an order (the offer of `firstOrderOffer`).

import type { FirstOrderOffer } from "../auth/first-order-offer";
import type { MinorUnits } from "../money/to-minor-units";
import { DomainInputError } from "../errors/domain-input-error";
import { roundMinorUnits, toMinorUnits } from "../money/to-minor-units";

/**
 * The first-order discount on the items subtotal (after item and store discounts, minor units): the
 * offer's percent of it (rounded once, at most 100 %) or its fixed amount, never more than the subtotal;
 * 0 without an offer. The offer is `firstOrderOffer(settings, { orderCount, daysSinceSignUp })`.
 * @example firstOrderDiscount({ amount: 10, type: "percentage", validityDays: 5 }, 2455, 2) // 246
 */
export function firstOrderDiscount(
  offer: FirstOrderOffer | null,
  subtotal: MinorUnits,
  digits: number,
): MinorUnits {
  if (!Number.isSafeInteger(subtotal) || subtotal < 0) {
    throw new DomainInputError(
      "invalid_amount",
      `subtotal must be non-negative minor units, got ${String(subtotal)}`,
      subtotal,
    );
  }
  if (!offer) return 0;
  const discount =
    offer.type === "percentage"
      ? roundMinorUnits((subtotal * Math.min(100, toMinorUnits(offer.amount, 6) / 1e6)) / 100)
      : toMinorUnits(offer.amount, digits);
  return Math.min(discount, subtotal);
}

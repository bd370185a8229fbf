// Single source of truth for a cashback offer's amount (D3, A1): 'amount' or percent of the order, minimum
// purchase, capped by max_discount.

import type { Cashback } from "@marketplace/api-client";

import type { MinorUnits } from "../money/to-minor-units";
import { DomainInputError } from "../errors/domain-input-error";
import { roundMinorUnits, toMinorUnits } from "../money/to-minor-units";

export type CashbackOutcome =
  | { code: "cashback_min_purchase"; minPurchase: MinorUnits }
  | { code: "cashback"; amount: MinorUnits };

/**
 * The cashback an order earns: nothing below `min_purchase`; cashback_type 'amount' gives the fixed amount,
 * anything else reads as percent of the order (capped by `max_discount` when above 0).
 * @example cashbackAmount({ cashback_type: "percent", cashback_amount: 5, min_purchase: 10 }, 5000, 2) // { code: "cashback", amount: 250 }
 */
export function cashbackAmount(
  offer: Pick<Cashback, "cashback_type" | "cashback_amount" | "min_purchase" | "max_discount">,
  orderAmount: MinorUnits,
  digits: number,
): CashbackOutcome {
  if (!Number.isSafeInteger(orderAmount) || orderAmount < 0) {
    throw new DomainInputError(
      "invalid_amount",
      `Order amount must be non-negative minor units, got ${String(orderAmount)}`,
      orderAmount,
    );
  }
  const minPurchase = toMinorUnits(offer.min_purchase ?? 0, digits);
  if (orderAmount < minPurchase) return { code: "cashback_min_purchase", minPurchase };
  if (offer.cashback_type === "amount")
    return { code: "cashback", amount: toMinorUnits(offer.cashback_amount, digits) };
  const percent = Math.min(100, toMinorUnits(offer.cashback_amount, 6) / 1e6);
  const cap = toMinorUnits(offer.max_discount ?? 0, digits);
  const amount = roundMinorUnits((orderAmount * percent) / 100);
  return { code: "cashback", amount: cap > 0 ? Math.min(amount, cap) : amount };
}

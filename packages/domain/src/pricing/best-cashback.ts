// Single source of truth for which running cashback offer an order earns (GET cashback/getCashback): the
// one that gives the most, among the offers whose minimum purchase the order reaches.

import type { Cashback } from "@marketplace/api-client";

import type { MinorUnits } from "../money/to-minor-units";
import { cashbackAmount } from "./cashback-amount";

type CashbackOffer = Pick<
  Cashback,
  "cashback_type" | "cashback_amount" | "min_purchase" | "max_discount"
>;

export interface BestCashback<O extends CashbackOffer> {
  offer: O;
  amount: MinorUnits;
}

/**
 * The offer that gives the largest cashback on `orderAmount` (minor units), with that amount; on a tie
 * the earlier offer wins. `null` when no offer's `min_purchase` is reached.
 * @example bestCashback([fivePercent, twoFlat], 5000, 2) // { offer: fivePercent, amount: 250 }
 */
export function bestCashback<O extends CashbackOffer>(
  offers: readonly O[],
  orderAmount: MinorUnits,
  digits: number,
): BestCashback<O> | null {
  let best: BestCashback<O> | null = null;
  for (const offer of offers) {
    const outcome = cashbackAmount(offer, orderAmount, digits);
    if (outcome.code === "cashback" && (best === null || outcome.amount > best.amount))
      best = { offer, amount: outcome.amount };
  }
  return best;
}

// Single source of truth for extra packaging (contract: the store's extra_packaging_status and
// extra_packaging_amount; `order/place` reads extra_packaging_amount, > 0 = the customer opted in).

import type { MinorUnits } from "../money/to-minor-units";
import { toMinorUnits } from "../money/to-minor-units";

export interface ExtraPackagingOffer {
  /** The store's extra_packaging_status. */
  offered: boolean;
  /** The store's extra_packaging_amount, major units. */
  amount: number | null | undefined;
}

/** Whether the store offers extra packaging to choose (on, with an amount above 0). */
export function offersExtraPackaging(store: ExtraPackagingOffer): boolean {
  return store.offered && store.amount !== null && store.amount !== undefined && store.amount > 0;
}

/**
 * What extra packaging adds to the order's total: the store's amount when the store offers it and the
 * customer chose it, else nothing. The store's amount, never the client's (the server is authoritative).
 * @example extraPackagingCharge({ offered: true, amount: 1.5 }, true, 2) // 150
 */
export function extraPackagingCharge(
  store: ExtraPackagingOffer,
  chosen: boolean,
  digits: number,
): MinorUnits {
  if (!chosen || !offersExtraPackaging(store)) return 0;
  return toMinorUnits(store.amount ?? 0, digits);
}

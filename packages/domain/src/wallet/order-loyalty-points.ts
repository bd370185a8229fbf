// The loyalty points a delivered order earns (the production backend's `order_place` loyalty
// transaction): `loyalty_point_item_purchase_point` percent of the order amount, whole points, rounded down.

import { DomainInputError } from "../errors/domain-input-error";
import { parseDecimal } from "../money/parse-decimal";
import { toMinorUnits } from "../money/to-minor-units";

/**
 * Whole points for an order of `orderAmount` at `purchasePointPercent` percent (0 when the percent is 0).
 * Exact on the decimal amount (cents), then rounded down once. Throws `invalid_amount` for a negative
 * percent; `toMinorUnits`'s errors for an amount that is not a decimal ≥ 0.
 * @example orderLoyaltyPoints(120.5, 5) // 6 (6.025 points)
 * @example orderLoyaltyPoints("99.99", 10) // 9
 */
export function orderLoyaltyPoints(
  orderAmount: number | string,
  purchasePointPercent: number | string,
): number {
  const percent = parseDecimal(purchasePointPercent);
  if (!Number.isFinite(percent) || percent < 0) {
    throw new DomainInputError(
      "invalid_amount",
      `The purchase point percent must be 0 or more, got ${String(purchasePointPercent)}`,
      purchasePointPercent,
    );
  }
  const cents = toMinorUnits(orderAmount, 2);
  // percent of the amount in cents: cents × percent / 100 / 100 points; percent in hundredths keeps it exact.
  const hundredths = toMinorUnits(percent, 2);
  return Math.floor((cents * hundredths) / 1_000_000);
}

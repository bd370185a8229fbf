// Single source of truth for what loyalty points are worth in the wallet (loyalty-point/point-transfer):
// points divided by `loyalty_point_exchange_rate` (points per one currency unit), in exact minor units.

import type { MinorUnits } from "../money/to-minor-units";
import { DomainInputError } from "../errors/domain-input-error";
import { parseDecimal } from "../money/parse-decimal";
import { roundMinorUnits, toMinorUnits } from "../money/to-minor-units";

/**
 * The wallet amount `points` convert to at `exchangeRate` points per currency unit, rounded once (half
 * up) to the configured decimals. Throws `invalid_quantity` for points that are not a whole number ≥ 0 and
 * `invalid_amount` for a rate that is not above 0.
 * @example loyaltyPointsValue(200, 10, 2) // 2000 (20.00)
 */
export function loyaltyPointsValue(
  points: number,
  exchangeRate: number | string,
  digits: number,
): MinorUnits {
  if (!Number.isSafeInteger(points) || points < 0) {
    throw new DomainInputError(
      "invalid_quantity",
      `Points must be a whole number, got ${String(points)}`,
      points,
    );
  }
  const rate = parseDecimal(exchangeRate);
  if (rate <= 0) {
    throw new DomainInputError(
      "invalid_amount",
      `The exchange rate must be above 0, got ${String(exchangeRate)}`,
      exchangeRate,
    );
  }
  return roundMinorUnits(toMinorUnits(points, digits) / rate);
}

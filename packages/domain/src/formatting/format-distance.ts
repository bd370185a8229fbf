// Single source of truth for store distance display (D9, A9): km with configured decimals, over 1000 → '1k+ km'.

import { DomainInputError } from "../errors/domain-input-error";
import { assertDecimalDigits } from "../money/decimal-digits";

export type DistanceLabel =
  { code: "distance_km"; value: string } | { code: "distance_over_1k_km" };

/** Beyond this many kilometres the distance reads '1k+ km'. */
export const DISTANCE_KM_CAP = 1000;

/**
 * Formats a distance given in metres (the wire's store `distance`) as kilometres with
 * `digit_after_decimal_point` decimals; over 1000 km gives the '1k+ km' outcome.
 * @example formatDistance(2345, 2) // { code: "distance_km", value: "2.35" }
 */
export function formatDistance(meters: number, digits: number): DistanceLabel {
  assertDecimalDigits(digits);
  if (!Number.isFinite(meters) || meters < 0) {
    throw new DomainInputError(
      "invalid_amount",
      `Distance must be a non-negative number, got ${String(meters)}`,
      meters,
    );
  }
  const km = meters / 1000;
  if (km > DISTANCE_KM_CAP) return { code: "distance_over_1k_km" };
  return { code: "distance_km", value: km.toFixed(digits) };
}

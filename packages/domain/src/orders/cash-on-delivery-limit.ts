// Single source of truth for the cash-on-delivery order limit (A8, contract: zone module pivot
// `maximum_cod_order_amount`).

import type { MinorUnits } from "../money/to-minor-units";

/**
 * Cash on delivery is refused above the zone's maximum_cod_order_amount (when above 0): 'The total amount
 * of the order, exceeds maximum amount of the cash on delivery method'.
 * @example cashOnDeliveryLimit(15000, 10000) // { code: "cod_limit_exceeded", maximum: 10000 }
 */
export function cashOnDeliveryLimit(
  orderAmount: MinorUnits,
  maximumCodOrderAmount: MinorUnits | null | undefined,
): { code: "ok" } | { code: "cod_limit_exceeded"; maximum: MinorUnits } {
  if (
    maximumCodOrderAmount === null ||
    maximumCodOrderAmount === undefined ||
    maximumCodOrderAmount <= 0
  )
    return { code: "ok" };
  return orderAmount > maximumCodOrderAmount
    ? { code: "cod_limit_exceeded", maximum: maximumCodOrderAmount }
    : { code: "ok" };
}

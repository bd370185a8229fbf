// Single source of truth for a partial wallet payment (contract: `order/place` reads `partial_payment`;
// config `partial_payment_status` and `partial_payment_method`; 203 "partial-payment balance").

import type { MinorUnits } from "../money/to-minor-units";

/** The methods that may pay the rest of a partial payment. */
export type PartialRestMethod = "cash_on_delivery" | "digital_payment" | "offline_payment";

export type PartialPayment =
  | { code: "partial_payment"; wallet: MinorUnits; rest: MinorUnits; method: PartialRestMethod }
  | { code: "partial_payment_disabled" }
  | { code: "partial_method_not_allowed" }
  | { code: "wallet_empty" }
  | { code: "wallet_covers_total" };

/**
 * Whether `partial_payment_method` lets `method` pay the rest: `cod` cash on delivery, `digital_payment`
 * the digital gateway, `both` those two (the contract names no offline rest; the reference storefront's
 * `both` offers cash on delivery and the gateways only), `offline_payment` an offline method, `all` (or
 * unset) any of them.
 */
export function partialRestAllowed(
  configMethod: string | null | undefined,
  method: PartialRestMethod,
): boolean {
  if (configMethod === null || configMethod === undefined || configMethod === "") return true;
  if (configMethod === "both") return method === "cash_on_delivery" || method === "digital_payment";
  if (configMethod === "all") return true;
  if (configMethod === "cod") return method === "cash_on_delivery";
  return configMethod === method;
}

/**
 * A partial wallet payment: where the config allows it (`partial_payment_status`) and the wallet holds
 * less than the order's total, the wallet pays its whole balance and `method` (allowed by
 * `partial_payment_method`) pays the rest. An empty wallet, or one that covers the whole total (pay with
 * the wallet alone), is no partial payment.
 * @example walletPartialPayment({ enabled: true, configMethod: "both", method: "cash_on_delivery", balance: 1000, total: 2648 }) // { code: "partial_payment", wallet: 1000, rest: 1648, method: "cash_on_delivery" }
 */
export function walletPartialPayment(input: {
  enabled: boolean;
  configMethod: string | null | undefined;
  method: PartialRestMethod;
  balance: MinorUnits;
  total: MinorUnits;
}): PartialPayment {
  if (!input.enabled) return { code: "partial_payment_disabled" };
  if (!partialRestAllowed(input.configMethod, input.method))
    return { code: "partial_method_not_allowed" };
  if (input.balance <= 0) return { code: "wallet_empty" };
  if (input.balance >= input.total) return { code: "wallet_covers_total" };
  return {
    code: "partial_payment",
    wallet: input.balance,
    rest: input.total - input.balance,
    method: input.method,
  };
}

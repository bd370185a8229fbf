// Single source of truth for the rule "price zero shows free" (D5).

import type { CurrencyFormat } from "./format-money";
import type { MinorUnits } from "./to-minor-units";
import { formatMoney } from "./format-money";

export type PriceLabel = { code: "free" } | { code: "price"; text: string };

/**
 * A zero amount is labelled free; any other amount is formatted.
 * @example priceLabel(0, usd) // { code: "free" }
 */
export function priceLabel(minor: MinorUnits, currency: CurrencyFormat): PriceLabel {
  return minor === 0 ? { code: "free" } : { code: "price", text: formatMoney(minor, currency) };
}

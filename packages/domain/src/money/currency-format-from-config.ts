// Single source of truth for reading the currency format from the config (D3, D9): symbol, its side, decimals.

import type { Config } from "@marketplace/api-client";

import type { CurrencyFormat } from "./format-money";
import { decimalDigitsSetting, DEFAULT_DECIMAL_DIGITS } from "./decimal-digits";

/** Used when the config is missing or holds an unusable value. */
export const DEFAULT_CURRENCY_FORMAT: CurrencyFormat = {
  symbol: "$",
  direction: "left",
  digits: DEFAULT_DECIMAL_DIGITS,
};

/**
 * The currency format from `currency_symbol`, `currency_symbol_direction` ('right' puts the symbol after
 * the amount, anything else before) and `digit_after_decimal_point` (an integer 0–6, else 2).
 * @example currencyFormatFromConfig({ currency_symbol: "KD", currency_symbol_direction: "right", digit_after_decimal_point: 3 }) // { symbol: "KD", direction: "right", digits: 3 }
 */
export function currencyFormatFromConfig(
  config:
    | Pick<Config, "currency_symbol" | "currency_symbol_direction" | "digit_after_decimal_point">
    | null
    | undefined,
): CurrencyFormat {
  const symbol = config?.currency_symbol;
  return {
    symbol:
      symbol !== null && symbol !== undefined && symbol !== ""
        ? symbol
        : DEFAULT_CURRENCY_FORMAT.symbol,
    direction: config?.currency_symbol_direction === "right" ? "right" : "left",
    digits: decimalDigitsSetting(config?.digit_after_decimal_point),
  };
}

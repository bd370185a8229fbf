// Single source of truth for currency formatting: symbol on its configured side, configured decimals.

import type { MinorUnits } from "./to-minor-units";
import { fromMinorUnits } from "./to-minor-units";

/** The config values that shape an amount: `currency_symbol`, `currency_symbol_direction`, `digit_after_decimal_point`. */
export interface CurrencyFormat {
  symbol: string;
  direction: "left" | "right";
  digits: number;
}

/**
 * Formats minor units with the currency symbol on its side and exactly `digits` decimals.
 * @example formatMoney(1250, { symbol: "$", direction: "left", digits: 2 }) // "$12.50"
 */
export function formatMoney(minor: MinorUnits, currency: CurrencyFormat): string {
  const major = fromMinorUnits(Math.abs(minor), currency.digits);
  const number = major.toFixed(currency.digits);
  const sign = minor < 0 ? "-" : "";
  return currency.direction === "left"
    ? `${sign}${currency.symbol}${number}`
    : `${sign}${number}${currency.symbol}`;
}

import type { Config } from "@marketplace/api-client";
import type { CurrencyFormat } from "@marketplace/domain";

/** The currency format from the config (symbol, its side, decimals); sensible defaults without a config. */
export function currencyFromConfig(config: Config | null): CurrencyFormat {
  const digits = config?.digit_after_decimal_point;
  return {
    symbol: config?.currency_symbol ?? "$",
    direction: config?.currency_symbol_direction === "right" ? "right" : "left",
    digits:
      typeof digits === "number" && Number.isInteger(digits) && digits >= 0 && digits <= 6
        ? digits
        : 2,
  };
}

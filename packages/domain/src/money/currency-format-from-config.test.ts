import { describe, expect, it } from "vitest";

import { currencyFormatFromConfig } from "./currency-format-from-config";

describe("currencyFormatFromConfig", () => {
  it("reads the symbol, its direction and digit_after_decimal_point", () => {
    expect(
      currencyFormatFromConfig({
        currency_symbol: "KD",
        currency_symbol_direction: "right",
        digit_after_decimal_point: 3,
      }),
    ).toEqual({
      symbol: "KD",
      direction: "right",
      digits: 3,
    });
    expect(
      currencyFormatFromConfig({
        currency_symbol: "€",
        currency_symbol_direction: "left",
        digit_after_decimal_point: 0,
      }),
    ).toEqual({
      symbol: "€",
      direction: "left",
      digits: 0,
    });
  });

  it("falls back to $, left and 2 decimals for a missing config or unusable values", () => {
    const fallback = { symbol: "$", direction: "left", digits: 2 };
    expect(currencyFormatFromConfig(null)).toEqual(fallback);
    expect(
      currencyFormatFromConfig({
        currency_symbol: "",
        currency_symbol_direction: "up",
        digit_after_decimal_point: 2.5,
      }),
    ).toEqual(fallback);
    expect(currencyFormatFromConfig({ digit_after_decimal_point: 9 })).toEqual(fallback);
  });
});

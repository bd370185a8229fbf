import { describe, expect, it } from "vitest";

import { kwdRight, usdLeft, yenLeft } from "../__fixtures__/currency";
import { formatMoney } from "./format-money";

describe("formatMoney", () => {
  it("shows the symbol on its configured side with digit_after_decimal_point decimals", () => {
    expect(formatMoney(1250, usdLeft)).toBe("$12.50");
    expect(formatMoney(1250, kwdRight)).toBe("1.250KD");
    expect(formatMoney(1250, yenLeft)).toBe("¥1250");
  });

  it("puts the sign before the symbol for negative amounts", () => {
    expect(formatMoney(-205, usdLeft)).toBe("-$2.05");
  });
});

import { describe, expect, it } from "vitest";

import { assertDecimalDigits, decimalDigitsSetting, MAX_DECIMAL_DIGITS } from "./decimal-digits";

describe("assertDecimalDigits", () => {
  it("accepts digit_after_decimal_point from 0 to 6", () => {
    expect(assertDecimalDigits(0)).toBe(0);
    expect(assertDecimalDigits(2)).toBe(2);
    expect(assertDecimalDigits(6)).toBe(6);
  });

  it.each([-1, 7, 1.5, Number.NaN])("rejects %s with invalid_digits", (digits) => {
    expect(() => assertDecimalDigits(digits)).toThrow(
      expect.objectContaining({ code: "invalid_digits" }),
    );
  });
});

describe("decimalDigitsSetting", () => {
  it("reads digit_after_decimal_point as a number or the backend's numeric string", () => {
    expect(decimalDigitsSetting(2)).toBe(2);
    expect(decimalDigitsSetting("2")).toBe(2);
    expect(decimalDigitsSetting("3")).toBe(3);
    expect(decimalDigitsSetting(0)).toBe(0);
  });

  it("accepts up to 6 decimals, the same bound as minor units", () => {
    expect(decimalDigitsSetting(5)).toBe(5);
    expect(decimalDigitsSetting("6")).toBe(MAX_DECIMAL_DIGITS);
  });

  it.each([7, -1, 2.5, "", " ", "two", null, undefined, Number.NaN, {}])(
    "falls back to 2 for %s",
    (value) => {
      expect(decimalDigitsSetting(value)).toBe(2);
    },
  );
});

import { describe, expect, it } from "vitest";

import { assertDecimalDigits } from "./decimal-digits";

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

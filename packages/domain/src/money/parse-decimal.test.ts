import { describe, expect, it } from "vitest";

import { parseDecimal } from "./parse-decimal";

describe("parseDecimal", () => {
  it("reads optionPrice strings as decimals", () => {
    expect(parseDecimal("2.50")).toBe(2.5);
    expect(parseDecimal(" 0.75 ")).toBe(0.75);
    expect(parseDecimal("-1.5")).toBe(-1.5);
    expect(parseDecimal(".5")).toBe(0.5);
  });

  it("passes finite numbers through", () => {
    expect(parseDecimal(3)).toBe(3);
  });

  it.each(["", "abc", "1,5", "NaN"])("rejects %j", (text) => {
    expect(() => parseDecimal(text)).toThrow(expect.objectContaining({ code: "invalid_amount" }));
  });

  it("rejects NaN and Infinity", () => {
    expect(() => parseDecimal(Number.NaN)).toThrow(
      expect.objectContaining({ code: "invalid_amount" }),
    );
    expect(() => parseDecimal(Number.POSITIVE_INFINITY)).toThrow(
      expect.objectContaining({ code: "invalid_amount" }),
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { fromMinorUnits, roundMinorUnits, toMinorUnits } from "./to-minor-units";

describe("toMinorUnits", () => {
  it("parses option prices as decimals, never as integers", () => {
    expect(toMinorUnits("2.50", 2)).toBe(250);
    expect(toMinorUnits("0.75", 2)).toBe(75);
    expect(toMinorUnits("10", 2)).toBe(1000);
    expect(toMinorUnits(" .5 ", 2)).toBe(50);
    expect(toMinorUnits("+3.", 2)).toBe(300);
  });

  it("converts numbers without float drift", () => {
    expect(toMinorUnits(1.005, 2)).toBe(101);
    expect(toMinorUnits(0.1 + 0.2, 2)).toBe(30);
    expect(toMinorUnits(19.99, 2)).toBe(1999);
    expect(toMinorUnits(1e-7, 2)).toBe(0);
  });

  it("rounds once, half up, to digit_after_decimal_point", () => {
    expect(toMinorUnits("2.555", 2)).toBe(256);
    expect(toMinorUnits("2.554", 2)).toBe(255);
    expect(toMinorUnits("2.5", 0)).toBe(3);
    expect(toMinorUnits("1.2345", 3)).toBe(1235);
  });

  it.each(["", "  ", "abc", "1,5", "1.2.3", "."])("rejects %j with invalid_amount", (text) => {
    expect(() => toMinorUnits(text, 2)).toThrow(
      expect.objectContaining({ code: "invalid_amount" }),
    );
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, 1e300])(
    "rejects %s with invalid_amount",
    (value) => {
      expect(() => toMinorUnits(value, 2)).toThrow(
        expect.objectContaining({ code: "invalid_amount" }),
      );
    },
  );

  it("rejects amounts too large to count in minor units", () => {
    expect(() => toMinorUnits("99999999999999999999", 2)).toThrow(
      expect.objectContaining({ code: "invalid_amount" }),
    );
  });

  it("rejects negative amounts", () => {
    expect(() => toMinorUnits(-1, 2)).toThrow(expect.objectContaining({ code: "negative_amount" }));
    expect(() => toMinorUnits("-2.50", 2)).toThrow(
      expect.objectContaining({ code: "negative_amount" }),
    );
  });

  it("always yields a non-negative integer for non-negative cents", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        const text = `${String(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, "0")}`;
        expect(toMinorUnits(text, 2)).toBe(cents);
        expect(toMinorUnits(cents / 100, 2)).toBe(cents);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("fromMinorUnits", () => {
  it("converts minor units back to major units", () => {
    expect(fromMinorUnits(250, 2)).toBe(2.5);
    expect(fromMinorUnits(1235, 3)).toBe(1.235);
    expect(fromMinorUnits(7, 0)).toBe(7);
  });

  it("rejects fractional minor units", () => {
    expect(() => fromMinorUnits(2.5, 2)).toThrow(
      expect.objectContaining({ code: "invalid_amount" }),
    );
  });
});

describe("roundMinorUnits", () => {
  it("rounds an exact result once, half up", () => {
    expect(roundMinorUnits(1049.9999999999998)).toBe(1050);
    expect(roundMinorUnits(12.5)).toBe(13);
    expect(roundMinorUnits(12.49)).toBe(12);
    expect(roundMinorUnits(-0.2)).toBe(0);
  });

  it("rejects NaN", () => {
    expect(() => roundMinorUnits(Number.NaN)).toThrow(
      expect.objectContaining({ code: "invalid_amount" }),
    );
  });
});

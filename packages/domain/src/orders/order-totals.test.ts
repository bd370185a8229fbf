import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { orderTotals } from "./order-totals";

describe("orderTotals", () => {
  it("adds tax on the subtotal less the coupon, then delivery and tips", () => {
    expect(
      orderTotals({ subtotal: 2400, coupon: 240, taxPercent: 5, delivery: 240, tips: 100 }),
    ).toEqual({
      subtotal: 2400,
      coupon: 240,
      firstOrder: 0,
      tax: 108,
      delivery: 240,
      tips: 100,
      extraPackaging: 0,
      total: 2160 + 108 + 240 + 100,
    });
  });

  it("takes the first-order discount off before tax, after the coupon", () => {
    expect(
      orderTotals({
        subtotal: 2400,
        coupon: 240,
        firstOrder: 240,
        taxPercent: 5,
        delivery: 240,
        tips: 100,
      }),
    ).toMatchObject({ coupon: 240, firstOrder: 240, tax: 96, total: 1920 + 96 + 240 + 100 });
    expect(
      orderTotals({
        subtotal: 500,
        coupon: 400,
        firstOrder: 300,
        taxPercent: 10,
        delivery: 0,
        tips: 0,
      }),
    ).toMatchObject({ coupon: 400, firstOrder: 100, tax: 0, total: 0 });
  });

  it("a coupon never takes the taxable amount below 0", () => {
    expect(
      orderTotals({ subtotal: 500, coupon: 900, taxPercent: 10, delivery: 0, tips: 0 }),
    ).toMatchObject({ coupon: 500, tax: 0, total: 0 });
  });

  it("rejects negative or fractional amounts and a negative tax", () => {
    expect(() =>
      orderTotals({ subtotal: -1, coupon: 0, taxPercent: 0, delivery: 0, tips: 0 }),
    ).toThrow(expect.objectContaining({ code: "invalid_amount" }));
    expect(() =>
      orderTotals({ subtotal: 1, coupon: 0.5, taxPercent: 0, delivery: 0, tips: 0 }),
    ).toThrow(expect.objectContaining({ code: "invalid_amount" }));
    expect(() =>
      orderTotals({ subtotal: 1, coupon: 0, taxPercent: -5, delivery: 0, tips: 0 }),
    ).toThrow(expect.objectContaining({ code: "invalid_amount" }));
  });

  it("the total is never negative", () => {
    const minor = fc.nat({ max: 10_000_000 });
    fc.assert(
      fc.property(
        minor,
        minor,
        fc.double({ min: 0, max: 50, noNaN: true }),
        minor,
        minor,
        (subtotal, coupon, taxPercent, delivery, tips) => {
          const totals = orderTotals({ subtotal, coupon, taxPercent, delivery, tips });
          expect(totals.total).toBeGreaterThanOrEqual(delivery + tips);
          expect(Number.isInteger(totals.total)).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

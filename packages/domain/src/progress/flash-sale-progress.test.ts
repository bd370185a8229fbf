import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { flashSaleProgress } from "./flash-sale-progress";

describe("flashSaleProgress", () => {
  it("stock 0 shows 'Out of Stock'", () => {
    expect(flashSaleProgress({ sold: 0, stock: 0 })).toEqual({ code: "out_of_stock" });
  });

  it("otherwise shows sold divided by stock with Sold and Available counts", () => {
    expect(flashSaleProgress({ sold: 25, stock: 100 })).toEqual({
      code: "flash_sale_progress",
      percent: 25,
      sold: 25,
      available: 75,
    });
  });

  it("never reports more sold than in stock", () => {
    expect(flashSaleProgress({ sold: 12, stock: 10 })).toEqual({
      code: "flash_sale_progress",
      percent: 100,
      sold: 10,
      available: 0,
    });
  });

  it("rejects negative or fractional counts", () => {
    expect(() => flashSaleProgress({ sold: -1, stock: 10 })).toThrow(
      expect.objectContaining({ code: "invalid_quantity" }),
    );
    expect(() => flashSaleProgress({ sold: 1, stock: Number.NaN })).toThrow(
      expect.objectContaining({ code: "invalid_quantity" }),
    );
  });

  it("always stays within 0 to 100 percent", () => {
    fc.assert(
      fc.property(fc.nat({ max: 1e6 }), fc.nat({ max: 1e6 }), (sold, stock) => {
        const progress = flashSaleProgress({ sold, stock });
        if (progress.code === "flash_sale_progress") {
          expect(progress.percent).toBeGreaterThanOrEqual(0);
          expect(progress.percent).toBeLessThanOrEqual(100);
          expect(progress.sold + progress.available).toBe(stock);
        } else {
          expect(stock).toBe(0);
        }
      }),
      { numRuns: 1000 },
    );
  });
});

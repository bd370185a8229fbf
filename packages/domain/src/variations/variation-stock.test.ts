import { describe, expect, it } from "vitest";

import { variationStock } from "./variation-stock";

describe("variationStock", () => {
  it("an out-of-stock variation blocks purchase", () => {
    expect(variationStock({ stock: 0 })).toEqual({ code: "variation_out_of_stock" });
  });

  it("a variation in stock, or without a stock count, can be bought", () => {
    expect(variationStock({ stock: 2 })).toEqual({ code: "ok" });
    expect(variationStock({ stock: null })).toEqual({ code: "ok" });
    expect(variationStock({})).toEqual({ code: "ok" });
  });
});

import { describe, expect, it } from "vitest";

import { usdLeft } from "../__fixtures__/currency";
import { priceLabel } from "./price-label";

describe("priceLabel", () => {
  it("price zero shows free", () => {
    expect(priceLabel(0, usdLeft)).toEqual({ code: "free" });
  });

  it("any other price is formatted", () => {
    expect(priceLabel(250, usdLeft)).toEqual({ code: "price", text: "$2.50" });
  });
});

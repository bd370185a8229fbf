import { describe, expect, it } from "vitest";

import { cashOnDeliveryLimit } from "./cash-on-delivery-limit";

describe("cashOnDeliveryLimit", () => {
  it("refuses cash on delivery above maximum_cod_order_amount", () => {
    expect(cashOnDeliveryLimit(15000, 10000)).toEqual({
      code: "cod_limit_exceeded",
      maximum: 10000,
    });
  });

  it("allows it at or below the maximum, or without one", () => {
    expect(cashOnDeliveryLimit(10000, 10000)).toEqual({ code: "ok" });
    expect(cashOnDeliveryLimit(15000, 0)).toEqual({ code: "ok" });
    expect(cashOnDeliveryLimit(15000, null)).toEqual({ code: "ok" });
  });
});

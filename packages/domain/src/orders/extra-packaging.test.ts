import { describe, expect, it } from "vitest";

import { extraPackagingCharge, offersExtraPackaging } from "./extra-packaging";
import { orderTotals } from "./order-totals";

describe("extra packaging (the store's extra_packaging_status and extra_packaging_amount)", () => {
  it("adds the store's amount when the store offers it and the customer chose it", () => {
    expect(extraPackagingCharge({ offered: true, amount: 1.5 }, true, 2)).toBe(150);
  });

  it("adds nothing when not chosen, not offered, or offered without an amount", () => {
    expect(extraPackagingCharge({ offered: true, amount: 1.5 }, false, 2)).toBe(0);
    expect(extraPackagingCharge({ offered: false, amount: 1.5 }, true, 2)).toBe(0);
    expect(extraPackagingCharge({ offered: true, amount: 0 }, true, 2)).toBe(0);
    expect(extraPackagingCharge({ offered: true, amount: null }, true, 2)).toBe(0);
  });

  it("is offered only with the status on and an amount above 0", () => {
    expect(offersExtraPackaging({ offered: true, amount: 2 })).toBe(true);
    expect(offersExtraPackaging({ offered: true, amount: 0 })).toBe(false);
    expect(offersExtraPackaging({ offered: false, amount: 2 })).toBe(false);
  });

  it("goes into the order total untaxed, after tax on the items", () => {
    const totals = orderTotals({
      subtotal: 2400,
      coupon: 240,
      taxPercent: 5,
      delivery: 240,
      tips: 100,
      extraPackaging: 150,
    });
    // 2160 + 108 tax + 240 + 100 + 150.
    expect(totals.extraPackaging).toBe(150);
    expect(totals.total).toBe(2758);
  });
});

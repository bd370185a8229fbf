import { describe, expect, it } from "vitest";

import { bestCashback } from "./best-cashback";

const fivePercent = {
  id: 1,
  cashback_type: "percent",
  cashback_amount: 5,
  min_purchase: 10,
  max_discount: 20,
};
const threeFlat = {
  id: 2,
  cashback_type: "amount",
  cashback_amount: 3,
  min_purchase: 50,
  max_discount: 0,
};

describe("bestCashback", () => {
  it("picks the offer that gives the most (percent of the order against a fixed amount)", () => {
    // 5% of 40.00 is 2.00; the 3.00 offer needs a minimum purchase of 50.
    expect(bestCashback([fivePercent, threeFlat], 4000, 2)).toEqual({
      offer: fivePercent,
      amount: 200,
    });
    // 5% of 50.00 is 2.50 < 3.00.
    expect(bestCashback([fivePercent, threeFlat], 5000, 2)).toEqual({
      offer: threeFlat,
      amount: 300,
    });
    // 5% of 100.00 is 5.00 > 3.00.
    expect(bestCashback([fivePercent, threeFlat], 10000, 2)).toEqual({
      offer: fivePercent,
      amount: 500,
    });
  });

  it("caps a percent offer by max_discount before comparing", () => {
    // 5% of 1000.00 is 50.00, capped at 20.00.
    expect(bestCashback([fivePercent, threeFlat], 100000, 2)?.amount).toBe(2000);
  });

  it("computes in exact minor units: no float drift, the configured decimals", () => {
    // 5% of 0.70 is 0.035: half up to 0.04 (a float product gives 0.034999…).
    expect(bestCashback([fivePercent], 70, 2)).toBeNull();
    expect(bestCashback([{ ...fivePercent, min_purchase: 0 }], 70, 2)?.amount).toBe(4);
    // The same order with 3 decimals: 0.700 → 0.035 exactly.
    expect(bestCashback([{ ...fivePercent, min_purchase: 0 }], 700, 3)?.amount).toBe(35);
  });

  it("keeps the earlier offer on a tie", () => {
    const twin = { ...threeFlat, id: 3 };
    expect(bestCashback([threeFlat, twin], 6000, 2)?.offer.id).toBe(2);
  });

  it("gives null when no offer's minimum purchase is reached, or there are no offers", () => {
    expect(bestCashback([fivePercent, threeFlat], 999, 2)).toBeNull();
    expect(bestCashback([], 5000, 2)).toBeNull();
  });
});

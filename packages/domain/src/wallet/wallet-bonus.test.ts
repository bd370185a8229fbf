import { describe, expect, it } from "vitest";

import { bestWalletBonus, walletBonus } from "./wallet-bonus";

// The demo offer the reference API serves: "Add 50 or more and get 10% extra, up to 20."
const tenPercent = {
  bonus_type: "percentage",
  bonus_amount: 10,
  minimum_add_amount: 50,
  maximum_bonus_amount: 20,
};
const fiveFlat = {
  bonus_type: "amount",
  bonus_amount: 5,
  minimum_add_amount: 20,
  maximum_bonus_amount: 0,
};

describe("walletBonus", () => {
  it("gives nothing below minimum_add_amount", () => {
    expect(walletBonus(tenPercent, 4999, 2)).toBe(0);
  });

  it("percentage: percent of the top-up, capped by maximum_bonus_amount", () => {
    expect(walletBonus(tenPercent, 5000, 2)).toBe(500);
    expect(walletBonus(tenPercent, 12345, 2)).toBe(1235);
    expect(walletBonus(tenPercent, 30000, 2)).toBe(2000);
  });

  it("amount: the fixed bonus", () => {
    expect(walletBonus(fiveFlat, 2000, 2)).toBe(500);
    expect(walletBonus(fiveFlat, 1999, 2)).toBe(0);
  });

  it("keeps exact decimals with the configured digits", () => {
    // 10% of 50.005 (3 decimals) is 5.0005 → 5.001 (half up, once).
    expect(walletBonus(tenPercent, 50005, 3)).toBe(5001);
    // 0 decimals: 10% of 55 is 5.5 → 6.
    expect(walletBonus(tenPercent, 55, 0)).toBe(6);
  });

  it("no cap when maximum_bonus_amount is 0 or missing", () => {
    expect(walletBonus({ ...tenPercent, maximum_bonus_amount: null }, 100000, 2)).toBe(10000);
  });

  it("rejects an amount that is not minor units, and a negative percent", () => {
    expect(() => walletBonus(tenPercent, 50.5, 2)).toThrow(
      expect.objectContaining({ code: "invalid_amount" }),
    );
    expect(() => walletBonus({ ...tenPercent, bonus_amount: -1 }, 5000, 2)).toThrow(
      expect.objectContaining({ code: "negative_amount" }),
    );
  });
});

describe("bestWalletBonus", () => {
  it("takes the largest bonus of the running offers", () => {
    expect(bestWalletBonus([tenPercent, fiveFlat], 3000, 2)).toBe(500);
    expect(bestWalletBonus([tenPercent, fiveFlat], 8000, 2)).toBe(800);
  });

  it("is 0 without offers or when none applies", () => {
    expect(bestWalletBonus([], 8000, 2)).toBe(0);
    expect(bestWalletBonus([tenPercent, fiveFlat], 1000, 2)).toBe(0);
  });
});

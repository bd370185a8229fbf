import { describe, expect, it } from "vitest";

import { checkAddFundAmount, checkPointTransfer, transactionAmount } from "./wallet-forms";

describe("checkAddFundAmount", () => {
  it("reads a plain decimal into minor units of the configured decimals", () => {
    expect(checkAddFundAmount("50", 2)).toEqual({ code: "ok", minor: 5000, amount: 50 });
    expect(checkAddFundAmount(" 12.345 ", 2)).toEqual({ code: "ok", minor: 1235, amount: 12.35 });
    expect(checkAddFundAmount("7.5", 3)).toEqual({ code: "ok", minor: 7500, amount: 7.5 });
  });

  it("requires an amount and refuses what is not a plain decimal", () => {
    expect(checkAddFundAmount("  ", 2).code).toBe("add_fund_amount_required");
    for (const text of ["-5", "1e3", "5,00", "abc", "0x10", "\u0000", "12.3.4"])
      expect(checkAddFundAmount(text, 2).code, text).toBe("add_fund_amount_invalid");
    expect(checkAddFundAmount("9".repeat(400), 2).code).toBe("add_fund_amount_invalid");
  });

  it("keeps the API's bounds: at least 1, at most 10000", () => {
    expect(checkAddFundAmount("0.99", 2)).toEqual({ code: "add_fund_amount_min", min: 1 });
    expect(checkAddFundAmount("1", 2).code).toBe("ok");
    expect(checkAddFundAmount("10000", 2).code).toBe("ok");
    expect(checkAddFundAmount("10000.01", 2)).toEqual({ code: "add_fund_amount_max", max: 10000 });
  });
});

describe("checkPointTransfer", () => {
  const limits = { minimum: 100, balance: 400 };
  it("accepts whole points between the config's minimum and the balance", () => {
    expect(checkPointTransfer("100", limits)).toEqual({ code: "ok", points: 100 });
    expect(checkPointTransfer("400", limits)).toEqual({ code: "ok", points: 400 });
  });
  it("names what is wrong", () => {
    expect(checkPointTransfer("", limits).code).toBe("point_transfer_required");
    expect(checkPointTransfer("10.5", limits).code).toBe("point_transfer_whole");
    expect(checkPointTransfer("-1", limits).code).toBe("point_transfer_whole");
    expect(checkPointTransfer("99", limits)).toEqual({ code: "point_transfer_min", min: 100 });
    expect(checkPointTransfer("401", limits)).toEqual({
      code: "point_transfer_balance",
      balance: 400,
    });
    expect(checkPointTransfer("0", { minimum: 0, balance: 5 })).toEqual({
      code: "point_transfer_min",
      min: 1,
    });
  });
});

describe("transactionAmount", () => {
  it("signs a ledger line by credit or debit", () => {
    expect(transactionAmount({ credit: 55, debit: 0 }, 2)).toEqual({
      direction: "in",
      minor: 5500,
    });
    expect(transactionAmount({ credit: 0, debit: 12.5 }, 2)).toEqual({
      direction: "out",
      minor: 1250,
    });
    expect(transactionAmount({ credit: null }, 2)).toEqual({
      direction: "in",
      minor: 0,
    });
  });
});

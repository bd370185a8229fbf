import { describe, expect, it } from "vitest";

import { partialRestAllowed, walletPartialPayment } from "./partial-payment";

const base = {
  enabled: true,
  configMethod: "both",
  method: "cash_on_delivery" as const,
  balance: 1000,
  total: 2648,
};

describe("walletPartialPayment (wallet where the config allows partial payment)", () => {
  it("takes the whole balance from the wallet and leaves the rest to the chosen method", () => {
    expect(walletPartialPayment(base)).toEqual({
      code: "partial_payment",
      wallet: 1000,
      rest: 1648,
      method: "cash_on_delivery",
    });
    expect(walletPartialPayment({ ...base, method: "digital_payment" })).toMatchObject({
      rest: 1648,
      method: "digital_payment",
    });
  });

  it("is refused when partial_payment_status is off", () => {
    expect(walletPartialPayment({ ...base, enabled: false })).toEqual({
      code: "partial_payment_disabled",
    });
  });

  it("is no partial payment with an empty wallet or one that covers the whole total", () => {
    expect(walletPartialPayment({ ...base, balance: 0 })).toEqual({ code: "wallet_empty" });
    expect(walletPartialPayment({ ...base, balance: 2648 })).toEqual({
      code: "wallet_covers_total",
    });
    expect(walletPartialPayment({ ...base, balance: 5000 })).toEqual({
      code: "wallet_covers_total",
    });
  });

  it("pays the rest only with a method partial_payment_method allows", () => {
    expect(
      walletPartialPayment({ ...base, configMethod: "cod", method: "digital_payment" }),
    ).toEqual({ code: "partial_method_not_allowed" });
    expect(walletPartialPayment({ ...base, configMethod: "cod" }).code).toBe("partial_payment");
  });
});

describe("partialRestAllowed (partial_payment_method)", () => {
  it("cod: cash on delivery only; digital_payment: the gateway only; both: those two; all: any", () => {
    expect(partialRestAllowed("cod", "cash_on_delivery")).toBe(true);
    expect(partialRestAllowed("cod", "offline_payment")).toBe(false);
    expect(partialRestAllowed("digital_payment", "digital_payment")).toBe(true);
    expect(partialRestAllowed("digital_payment", "cash_on_delivery")).toBe(false);
    expect(partialRestAllowed("offline_payment", "offline_payment")).toBe(true);
    expect(partialRestAllowed("both", "cash_on_delivery")).toBe(true);
    expect(partialRestAllowed("both", "digital_payment")).toBe(true);
    // The contract does not say `both` admits an offline method for the rest: it does not.
    expect(partialRestAllowed("both", "offline_payment")).toBe(false);
    expect(partialRestAllowed("all", "offline_payment")).toBe(true);
    expect(partialRestAllowed("all", "digital_payment")).toBe(true);
    expect(partialRestAllowed(null, "digital_payment")).toBe(true);
  });
});

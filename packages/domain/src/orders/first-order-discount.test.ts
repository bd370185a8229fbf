import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { firstOrderOffer } from "../auth/first-order-offer";
import { firstOrderDiscount } from "./first-order-discount";

const settings = {
  new_customer_discount_status: 1,
  new_customer_discount_amount: 10,
  new_customer_discount_amount_type: "percentage",
  new_customer_discount_amount_validity: 7,
  new_customer_discount_validity_type: "day",
};

describe("firstOrderDiscount", () => {
  it("takes the offer's percent of the subtotal, rounded once", () => {
    const offer = firstOrderOffer(settings, { orderCount: 0, daysSinceSignUp: 2 });
    expect(firstOrderDiscount(offer, 2455, 2)).toBe(246);
    expect(firstOrderDiscount(offer, 2400, 2)).toBe(240);
  });

  it("takes a fixed amount, never more than the subtotal", () => {
    const offer = firstOrderOffer(
      {
        ...settings,
        new_customer_discount_amount: 5.5,
        new_customer_discount_amount_type: "amount",
      },
      { orderCount: 0, daysSinceSignUp: 0 },
    );
    expect(firstOrderDiscount(offer, 2400, 2)).toBe(550);
    expect(firstOrderDiscount(offer, 300, 2)).toBe(300);
    expect(firstOrderDiscount(offer, 24000, 3)).toBe(5500);
  });

  it("gives nothing once the customer has ordered, after the validity, or with the setting off", () => {
    expect(
      firstOrderDiscount(firstOrderOffer(settings, { orderCount: 1, daysSinceSignUp: 0 }), 2400, 2),
    ).toBe(0);
    expect(
      firstOrderDiscount(firstOrderOffer(settings, { orderCount: 0, daysSinceSignUp: 7 }), 2400, 2),
    ).toBe(0);
    expect(
      firstOrderDiscount(
        firstOrderOffer(
          { ...settings, new_customer_discount_status: 0 },
          { orderCount: 0, daysSinceSignUp: 0 },
        ),
        2400,
        2,
      ),
    ).toBe(0);
  });

  it("caps a percent above 100 at the subtotal", () => {
    expect(firstOrderDiscount({ amount: 150, type: "percentage", validityDays: 1 }, 999, 2)).toBe(
      999,
    );
  });

  it("rejects a negative or fractional subtotal", () => {
    expect(() => firstOrderDiscount(null, -1, 2)).toThrow(
      expect.objectContaining({ code: "invalid_amount" }),
    );
    expect(() => firstOrderDiscount(null, 1.5, 2)).toThrow(
      expect.objectContaining({ code: "invalid_amount" }),
    );
  });

  it("is always between 0 and the subtotal", () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 10_000_000 }),
        fc.double({ min: 0.01, max: 500, noNaN: true }),
        fc.constantFrom("percentage" as const, "amount" as const),
        (subtotal, amount, type) => {
          const discount = firstOrderDiscount({ amount, type, validityDays: 1 }, subtotal, 2);
          return Number.isSafeInteger(discount) && discount >= 0 && discount <= subtotal;
        },
      ),
    );
  });
});

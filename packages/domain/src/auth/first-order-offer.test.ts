import { describe, expect, it } from "vitest";

import { firstOrderOffer, profileFirstOrderOffer } from "./first-order-offer";

const seeded = {
  new_customer_discount_status: 1,
  new_customer_discount_amount: 10,
  new_customer_discount_amount_type: "percentage",
  new_customer_discount_amount_validity: 7,
  new_customer_discount_validity_type: "day",
};
const newCustomer = { orderCount: 0, daysSinceSignUp: 0 };

describe("firstOrderOffer", () => {
  it("offers the configured discount to a customer who just signed up, for the whole validity", () => {
    expect(firstOrderOffer(seeded, newCustomer)).toEqual({
      amount: 10,
      type: "percentage",
      validityDays: 7,
    });
  });

  it("counts the validity from sign-up and ends it on its last day", () => {
    expect(firstOrderOffer(seeded, { orderCount: 0, daysSinceSignUp: 6 })?.validityDays).toBe(1);
    expect(firstOrderOffer(seeded, { orderCount: 0, daysSinceSignUp: 7 })).toBeNull();
  });

  it("ends with the first order", () => {
    expect(firstOrderOffer(seeded, { orderCount: 1, daysSinceSignUp: 0 })).toBeNull();
  });

  it.each([
    ["switched off", { new_customer_discount_status: 0 }],
    ["no amount", { new_customer_discount_amount: 0 }],
    ["no validity", { new_customer_discount_amount_validity: null }],
    ["an unknown validity unit", { new_customer_discount_validity_type: "fortnight" }],
  ])("offers nothing when the setting has %s", (_, change) => {
    expect(firstOrderOffer({ ...seeded, ...change }, newCustomer)).toBeNull();
  });

  it("converts months and weeks to days, and a fixed amount stays an amount", () => {
    expect(
      firstOrderOffer(
        {
          ...seeded,
          new_customer_discount_validity_type: "month",
          new_customer_discount_amount_validity: 1,
        },
        newCustomer,
      )?.validityDays,
    ).toBe(30);
    expect(
      firstOrderOffer({ ...seeded, new_customer_discount_amount_type: "amount" }, newCustomer)
        ?.type,
    ).toBe("amount");
  });
});

describe("profileFirstOrderOffer", () => {
  it("reads the offer customer/info reports, null when it does not hold", () => {
    expect(
      profileFirstOrderOffer({
        is_valid_for_discount: true,
        discount_amount: 10,
        discount_amount_type: "percentage",
        validity: "5",
      }),
    ).toEqual({ amount: 10, type: "percentage", validityDays: 5 });
    expect(
      profileFirstOrderOffer({
        is_valid_for_discount: true,
        discount_amount: 2.5,
        discount_amount_type: "amount",
        validity: 3,
      }),
    ).toEqual({ amount: 2.5, type: "amount", validityDays: 3 });
    expect(
      profileFirstOrderOffer({
        is_valid_for_discount: false,
        discount_amount: 10,
        discount_amount_type: "percentage",
        validity: null,
      }),
    ).toBeNull();
    expect(profileFirstOrderOffer({})).toBeNull();
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";

import type { AddOn } from "@marketplace/api-client";

import type { PricedItem } from "./item-price";
import { burger, milk, tShirt } from "../__fixtures__/items";
import { addOnsTotal, assertQuantity, itemPrice, unitPriceBeforeDiscount } from "./item-price";

describe("assertQuantity", () => {
  it("quantity starts at 1 and must be whole", () => {
    expect(assertQuantity(1)).toBe(1);
    for (const bad of [0, -1, 1.5, Number.NaN]) {
      expect(() => assertQuantity(bad)).toThrow(
        expect.objectContaining({ code: "invalid_quantity" }),
      );
    }
  });
});

describe("unitPriceBeforeDiscount", () => {
  it("is the base price plus selected food option prices, summed as decimals", () => {
    expect(
      unitPriceBeforeDiscount(
        burger,
        { quantity: 1, foodChoices: { Size: ["Large"], Toppings: ["Cheese", "Bacon"] } },
        2,
      ),
    ).toBe(1000 + 250 + 75 + 125);
  });

  it("is the selected variation's price for non-food items, matched ignoring dashes and spaces", () => {
    expect(unitPriceBeforeDiscount(tShirt, { quantity: 1, variationType: "Blue M" }, 2)).toBe(1100);
  });

  it("items without food variations or variations reject chosen options", () => {
    expect(() =>
      unitPriceBeforeDiscount({ price: 5 }, { quantity: 1, foodChoices: { Size: ["Large"] } }, 2),
    ).toThrow(expect.objectContaining({ code: "unknown_option" }));
    expect(unitPriceBeforeDiscount({ price: 5 }, { quantity: 1, variationType: "Red" }, 2)).toBe(
      500,
    );
  });

  it("is the base price without a selection", () => {
    expect(unitPriceBeforeDiscount(tShirt, { quantity: 1 }, 2)).toBe(1200);
    expect(unitPriceBeforeDiscount(milk, { quantity: 1, variationType: "Big" }, 2)).toBe(249);
  });

  it("rejects unknown variations and options", () => {
    expect(() =>
      unitPriceBeforeDiscount(tShirt, { quantity: 1, variationType: "Green-S" }, 2),
    ).toThrow(expect.objectContaining({ code: "unknown_variation" }));
    expect(() =>
      unitPriceBeforeDiscount(burger, { quantity: 1, foodChoices: { Size: ["Huge"] } }, 2),
    ).toThrow(expect.objectContaining({ code: "unknown_option" }));
    expect(() =>
      unitPriceBeforeDiscount(burger, { quantity: 1, foodChoices: { Drinks: ["Cola"] } }, 2),
    ).toThrow(expect.objectContaining({ code: "unknown_option" }));
  });
});

describe("addOnsTotal", () => {
  it("adds each add-on's price times its own quantity", () => {
    expect(
      addOnsTotal(
        burger,
        [
          { id: 1, quantity: 2 },
          { id: 2, quantity: 1 },
        ],
        2,
      ),
    ).toBe(2 * 99 + 150);
    expect(addOnsTotal(burger, undefined, 2)).toBe(0);
  });

  it("rejects unknown add-ons and bad quantities", () => {
    expect(() => addOnsTotal(burger, [{ id: 99, quantity: 1 }], 2)).toThrow(
      expect.objectContaining({ code: "unknown_add_on" }),
    );
    expect(() => addOnsTotal(burger, [{ id: 1, quantity: 0 }], 2)).toThrow(
      expect.objectContaining({ code: "invalid_quantity" }),
    );
    expect(() => addOnsTotal({ add_ons: undefined }, [{ id: 1, quantity: 1 }], 2)).toThrow(
      expect.objectContaining({ code: "unknown_add_on" }),
    );
  });
});

describe("itemPrice", () => {
  it("price = base price plus variation extras, times quantity, less discount, plus add-ons", () => {
    const price = itemPrice(
      burger,
      { quantity: 2, foodChoices: { Size: ["Large"] }, addOns: [{ id: 2, quantity: 1 }] },
      2,
    );
    expect(price).toEqual({
      unitPrice: 1250,
      unitDiscounted: 1125,
      addOnsTotal: 150,
      totalBeforeDiscount: 2650,
      discountAmount: 250,
      total: 2400,
    });
  });

  it("an option price of 2.50 adds 2.50, not 2", () => {
    const withLarge = itemPrice(
      { ...burger, discount: 0 },
      { quantity: 1, foodChoices: { Size: ["Large"] } },
      2,
    );
    expect(withLarge.total).toBe(1250);
  });

  it("the store discount wins over the item discount", () => {
    expect(itemPrice(milk, { quantity: 3 }, 2)).toEqual({
      unitPrice: 249,
      unitDiscounted: 199,
      addOnsTotal: 0,
      totalBeforeDiscount: 747,
      discountAmount: 149,
      total: 598,
    });
  });

  it("an amount discount applies per unit", () => {
    expect(itemPrice(tShirt, { quantity: 2, variationType: "Red-M" }, 2).total).toBe(
      2 * (1200 - 100),
    );
  });

  it("reads '' where the wire puts an empty list as no variations and no add-ons", () => {
    const bare = {
      price: 4,
      variations: "",
      food_variations: "",
      add_ons: "",
    } as unknown as PricedItem;
    expect(itemPrice(bare, { quantity: 2 }, 2).total).toBe(800);
    expect(() => itemPrice(bare, { quantity: 1, addOns: [{ id: 1, quantity: 1 }] }, 2)).toThrow(
      expect.objectContaining({ code: "unknown_add_on" }),
    );
  });

  it("refuses a list field holding anything but a list", () => {
    const broken = { price: 4, add_ons: "[1]" } as unknown as PricedItem;
    expect(() => itemPrice(broken, { quantity: 1, addOns: [{ id: 1, quantity: 1 }] }, 2)).toThrow(
      expect.objectContaining({ code: "invalid_list" }),
    );
  });

  it("rejects a quantity below 1", () => {
    expect(() => itemPrice(burger, { quantity: 0 }, 2)).toThrow(
      expect.objectContaining({ code: "invalid_quantity" }),
    );
  });

  const arbitraryItem = fc.record({
    price: fc.double({ min: 0, max: 10_000, noNaN: true }),
    discount: fc.double({ min: 0, max: 20_000, noNaN: true }),
    discount_type: fc.constantFrom("percent" as const, "amount" as const),
    store_discount: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 100, noNaN: true })),
    add_ons: fc.constant<AddOn[]>([
      { id: 1, name: "a", price: 0.99 },
      { id: 2, name: "b", price: 2.5 },
      { id: 3, name: "c", price: 0 },
    ]),
  });

  it("totals are never negative", () => {
    fc.assert(
      fc.property(arbitraryItem, fc.integer({ min: 1, max: 50 }), (item, quantity) => {
        const price = itemPrice(item, { quantity, addOns: [{ id: 3, quantity: 1 }] }, 2);
        expect(price.total).toBeGreaterThanOrEqual(0);
        expect(price.discountAmount).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(price.total)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it("adding an add-on never lowers the total", () => {
    fc.assert(
      fc.property(
        arbitraryItem,
        fc.integer({ min: 1, max: 20 }),
        fc.subarray([1, 2, 3]),
        fc.constantFrom(1, 2, 3),
        fc.integer({ min: 1, max: 5 }),
        (item, quantity, chosen, extra, extraQuantity) => {
          const before = chosen.map((id) => ({ id, quantity: 1 }));
          const after = chosen.includes(extra)
            ? before.map((choice) =>
                choice.id === extra
                  ? { ...choice, quantity: choice.quantity + extraQuantity }
                  : choice,
              )
            : [...before, { id: extra, quantity: extraQuantity }];
          expect(itemPrice(item, { quantity, addOns: after }, 2).total).toBeGreaterThanOrEqual(
            itemPrice(item, { quantity, addOns: before }, 2).total,
          );
        },
      ),
      { numRuns: 1000 },
    );
  });
});

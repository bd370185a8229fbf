import { describe, expect, it } from "vitest";

import { describeLine } from "./describe-line";

describe("describeLine", () => {
  it("names the item, its options and its add-ons", () => {
    expect(
      describeLine({
        id: 1,
        item_details: { name: "Burger", add_ons: [{ id: 2, name: "Fries", price: 1.5 }] },
        variation: [{ name: "Size", values: { label: ["Large"] } }],
        add_ons: [{ id: 2, quantity: 2 }],
      }),
    ).toEqual({ name: "Burger", options: ["Size: Large"], addOns: ["Fries × 2"] });
  });
  it("a non-food variation shows its type; unknown add-ons are left out", () => {
    expect(
      describeLine({
        id: 1,
        item_details: { name: "Shirt" },
        variation: [{ type: "Red-XL", price: 22 }],
        add_ons: [{ id: 9, quantity: 1 }],
      }),
    ).toEqual({ name: "Shirt", options: ["Red-XL"], addOns: [] });
  });
});

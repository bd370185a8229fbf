import { describe, expect, it } from "vitest";

import { burger, tShirt } from "../__fixtures__/items";
import { cartAddBody, cartUpdateBody } from "./cart-payloads";

describe("cartAddBody", () => {
  it("sends add_on_ids sorted and aligned with each add-on's own quantity, and food variations by label", () => {
    expect(
      cartAddBody(
        burger,
        {
          quantity: 2,
          foodChoices: { Toppings: ["Cheese", "Bacon"], Size: ["Large"] },
          addOns: [
            { id: 2, quantity: 1 },
            { id: 1, quantity: 3 },
          ],
        },
        2,
        { guestId: 55 },
      ),
    ).toEqual({
      item_id: 101,
      model: "Item",
      price: 14.5,
      quantity: 2,
      add_on_ids: [1, 2],
      add_on_qtys: [3, 1],
      variation: [
        { name: "Size", values: { label: ["Large"] } },
        { name: "Toppings", values: { label: ["Cheese", "Bacon"] } },
      ],
      guest_id: 55,
    });
  });

  it("sends the non-food variation as { type, price, stock }", () => {
    expect(cartAddBody(tShirt, { quantity: 1, variationType: "Blue M" }, 2)).toEqual({
      item_id: 202,
      model: "Item",
      price: 11,
      quantity: 1,
      add_on_ids: [],
      add_on_qtys: [],
      variation: [{ type: "Blue-M", price: 11, stock: 2 }],
    });
  });

  it("campaign items use the ItemCampaign model", () => {
    expect(
      cartAddBody({ ...tShirt, available_date_starts: "2026-01-01" }, { quantity: 1 }, 2).model,
    ).toBe("ItemCampaign");
  });

  it("a variation without a stock count is sent with stock 0", () => {
    const item = { ...tShirt, variations: [{ type: "One", price: 9 }] };
    expect(cartAddBody(item, { quantity: 1, variationType: "One" }, 2).variation).toEqual([
      { type: "One", price: 9, stock: 0 },
    ]);
  });

  it("an item without food variations sends no variation", () => {
    expect(cartAddBody({ id: 9, price: 3 }, { quantity: 1 }, 2)).toEqual({
      item_id: 9,
      model: "Item",
      price: 3,
      quantity: 1,
      add_on_ids: [],
      add_on_qtys: [],
      variation: [],
    });
  });

  it("rejects bad quantities", () => {
    expect(() => cartAddBody(burger, { quantity: 0 }, 2)).toThrow(
      expect.objectContaining({ code: "invalid_quantity" }),
    );
    expect(() =>
      cartAddBody(burger, { quantity: 1, addOns: [{ id: 1, quantity: Number.NaN }] }, 2),
    ).toThrow(expect.objectContaining({ code: "invalid_quantity" }));
  });
});

describe("cartUpdateBody", () => {
  it("adds cart_id to the same fields", () => {
    expect(
      cartUpdateBody(5, burger, { quantity: 3, foodChoices: { Size: ["Regular"] } }, 2, {
        guestId: 9,
      }),
    ).toEqual({
      cart_id: 5,
      item_id: 101,
      model: "Item",
      price: 10,
      quantity: 3,
      add_on_ids: [],
      add_on_qtys: [],
      variation: [{ name: "Size", values: { label: ["Regular"] } }],
      guest_id: 9,
    });
    expect(cartUpdateBody(6, tShirt, { quantity: 1 }, 2)).not.toHaveProperty("guest_id");
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";

import type { CartLine } from "@marketplace/api-client";

import { burger, tShirt } from "../__fixtures__/items";
import { itemPrice } from "../pricing/item-price";
import { cartLineSelection } from "./cart-line-selection";
import { toCartLineView } from "./cart-line-view";
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

  it("a variation without a stock count is sent without stock", () => {
    const item = { ...tShirt, variations: [{ type: "One", price: 9 }] };
    expect(cartAddBody(item, { quantity: 1, variationType: "One" }, 2).variation).toEqual([
      { type: "One", price: 9 },
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

  it("the line the server stores from the body reads back as the same selection and price", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.constantFrom("Regular", "Large"),
        fc.subarray(["Cheese", "Bacon", "Egg"]),
        fc.uniqueArray(
          fc.record({ id: fc.constantFrom(1, 2), quantity: fc.integer({ min: 1, max: 5 }) }),
          {
            selector: (choice) => choice.id,
          },
        ),
        (quantity, size, toppings, addOns) => {
          const selection = { quantity, foodChoices: { Size: [size], Toppings: toppings }, addOns };
          const body = cartAddBody(burger, selection, 2);
          const variation = [
            { name: "Size", values: { label: [size] } },
            ...(toppings.length > 0 ? [{ name: "Toppings", values: { label: toppings } }] : []),
          ];
          expect(body.variation).toEqual(variation);
          const line: CartLine = {
            id: 1,
            item_id: body.item_id,
            price: body.price,
            quantity: body.quantity,
            add_on_ids: body.add_on_ids ?? [],
            add_on_qtys: body.add_on_qtys ?? [],
            variation,
            item: burger,
          };
          const readBack = cartLineSelection(line);
          expect(readBack.quantity).toBe(quantity);
          expect(readBack.foodChoices).toEqual(
            toppings.length > 0 ? { Size: [size], Toppings: toppings } : { Size: [size] },
          );
          expect(readBack.addOns).toEqual([...addOns].sort((a, b) => a.id - b.id));
          expect(toCartLineView(line, 2).totalPrice).toBe(itemPrice(burger, selection, 2).total);
        },
      ),
      { numRuns: 1000 },
    );
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

import { describe, expect, it } from "vitest";

import type { OrderDetail } from "@marketplace/api-client";

import type { ReorderCurrentItem } from "./reorder-plan";
import { reorderPlan } from "./reorder-plan";

const milk: ReorderCurrentItem = {
  id: 7,
  name: "Milk",
  price: 2,
  discount: 0,
  discount_type: "amount",
  store_discount: 0,
  variations: [],
  food_variations: [],
  add_ons: [],
  store_id: 3,
  status: true,
  stock: 10,
  module_type: "grocery",
  maximum_cart_quantity: null,
};

const shirt: ReorderCurrentItem = {
  ...milk,
  id: 8,
  name: "Shirt",
  price: 20,
  variations: [
    { type: "Red-XL", price: 22, stock: 1 },
    { type: "Blue-M", price: 20, stock: 5 },
  ],
};

const burger: ReorderCurrentItem = {
  ...milk,
  id: 9,
  name: "Burger",
  price: 10,
  module_type: "food",
  stock: 0,
  store_id: 4,
  food_variations: [
    {
      name: "Size",
      type: "single",
      min: 0,
      max: 0,
      required: "on",
      values: [
        { label: "Regular", optionPrice: 0 },
        { label: "Large", optionPrice: 2.5 },
      ],
    },
  ],
  add_ons: [{ id: 2, name: "Fries", price: 1.5, status: true }],
};

function detail(id: number, itemId: number, price: number, extra: Partial<OrderDetail> = {}) {
  return { id, item_id: itemId, price, quantity: 2, variation: [], add_ons: [], ...extra };
}

const items = (...list: ReorderCurrentItem[]) =>
  new Map<number, ReorderCurrentItem | null>(list.map((item) => [item.id, item]));

describe("reorderPlan", () => {
  it("adds every still available line at today's price, without flags", () => {
    const plan = reorderPlan([detail(1, 7, 2)], items(milk), [], 2);
    expect(plan.flags).toEqual([]);
    expect(plan.storeId).toBe(3);
    expect(plan.clearCartFirst).toBe(false);
    expect(plan.add).toEqual([
      {
        item_id: 7,
        model: "Item",
        price: 2,
        quantity: 2,
        variation: [],
        add_on_ids: [],
        add_on_qtys: [],
      },
    ]);
  });

  it("flags a price change and adds the line at the new price", () => {
    const plan = reorderPlan([detail(1, 7, 1.5)], items(milk), [], 2);
    expect(plan.flags).toEqual([
      { code: "price_changed", detailId: 1, name: "Milk", was: 150, now: 200 },
    ]);
    expect(plan.add[0]?.price).toBe(2);
  });

  it("flags items that are gone, switched off or out of stock, and adds the rest", () => {
    const off = { ...milk, id: 10, name: "Bread", status: false };
    const empty = { ...milk, id: 11, name: "Eggs", stock: 1 };
    const plan = reorderPlan(
      [
        detail(1, 7, 2),
        detail(2, 10, 2),
        detail(3, 11, 2),
        detail(4, 12, 2, { item_details: { name: "Old jam" } }),
      ],
      new Map([...items(milk, off, empty), [12, null]]),
      [],
      2,
    );
    expect(plan.add.map((line) => line.item_id)).toEqual([7]);
    expect(plan.flags).toEqual([
      { code: "unavailable", detailId: 2, name: "Bread" },
      { code: "unavailable", detailId: 3, name: "Eggs" },
      { code: "unavailable", detailId: 4, name: "Old jam" },
    ]);
  });

  it("checks the chosen variation's stock and price", () => {
    const red = detail(1, 8, 22, { variation: [{ type: "Red-XL", price: 22, stock: 1 }] });
    const blue = detail(2, 8, 18, { variation: [{ type: "Blue-M" }], quantity: 1 });
    const plan = reorderPlan([red, blue], items(shirt), [], 2);
    expect(plan.flags).toEqual([
      { code: "unavailable", detailId: 1, name: "Shirt" },
      { code: "price_changed", detailId: 2, name: "Shirt", was: 1800, now: 2000 },
    ]);
    expect(plan.add).toHaveLength(1);
  });

  it("flags a line whose variation the item no longer offers", () => {
    const gone = detail(1, 8, 22, { variation: [{ type: "Green-S" }] });
    expect(reorderPlan([gone], items(shirt), [], 2).flags).toEqual([
      { code: "unavailable", detailId: 1, name: "Shirt" },
    ]);
  });

  it("keeps food options and add-ons; food stock is not counted", () => {
    const line = detail(1, 9, 12.5, {
      variation: [{ name: "Size", values: { label: ["Large"] } }],
      add_ons: [{ id: 2, quantity: 1 }],
    });
    const plan = reorderPlan([line], items(burger), [], 2);
    expect(plan.flags).toEqual([]);
    expect(plan.add[0]).toMatchObject({
      item_id: 9,
      price: 12.5,
      variation: [{ name: "Size", values: { label: ["Large"] } }],
      add_on_ids: [2],
      add_on_qtys: [1],
    });
  });

  it("flags a line whose add-on is no longer offered", () => {
    const line = detail(1, 9, 10, { add_ons: [{ id: 5, quantity: 1 }] });
    expect(reorderPlan([line], items(burger), [], 2).flags[0]?.code).toBe("unavailable");
  });

  it("honours the single-store rule: another store's cart must be cleared first", () => {
    expect(
      reorderPlan([detail(1, 7, 2)], items(milk), [{ item: { store_id: 4 } }], 2),
    ).toMatchObject({ clearCartFirst: true, storeId: 3 });
    expect(
      reorderPlan([detail(1, 7, 2)], items(milk), [{ item: { store_id: 3 } }], 2).clearCartFirst,
    ).toBe(false);
  });

  it("adds nothing and asks nothing when no line is available", () => {
    const plan = reorderPlan(
      [detail(1, 12, 2)],
      new Map([[12, null]]),
      [{ item: { store_id: 4 } }],
      2,
    );
    expect(plan).toMatchObject({ add: [], storeId: null, clearCartFirst: false });
  });

  it("a campaign line goes back as an ItemCampaign", () => {
    const line = { id: 1, item_id: null, item_campaign_id: 7, price: 2, quantity: 1 };
    expect(reorderPlan([line], items(milk), [], 2).add[0]?.model).toBe("ItemCampaign");
  });
});

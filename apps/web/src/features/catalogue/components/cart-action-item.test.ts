import { describe, expect, it } from "vitest";

import { itemSchema } from "@marketplace/api-client";
import {
  addToCartEntry,
  cartAddBody,
  isCampaignItem,
  itemAvailability,
  itemPrice,
  itemQuantityIncrease,
  productHref,
  purchaseActions,
  storeConflict,
} from "@marketplace/domain";

import { cartActionItem } from "./cart-action-item";

const biryani = itemSchema.parse({
  id: 7,
  name: "Chicken Biryani",
  slug: "chicken-biryani",
  description: "Basmati rice with chicken, slow cooked. ".repeat(20),
  image_full_url: "https://cdn.example.com/item/7.png",
  images_full_url: ["https://cdn.example.com/item/7b.png"],
  price: 12.5,
  discount: 10,
  discount_type: "percent",
  tax: 5,
  store_discount: 0,
  store_id: 3,
  store_name: "Spice House",
  module_id: 2,
  module_type: "food",
  food_variations: [
    {
      name: "Size",
      type: "single",
      min: "0",
      max: "0",
      required: "on",
      values: [
        { label: "Regular", optionPrice: "0" },
        { label: "Large", optionPrice: "2.50" },
      ],
    },
  ],
  add_ons: [
    {
      id: 11,
      name: "Raita",
      price: 1.25,
      store_id: 3,
      status: 1,
      stock_type: "unlimited",
      addon_stock: 0,
      created_at: "2026-11-30 21:49:42.581",
      updated_at: "2026-11-30 21:49:42.581",
    },
  ],
  category_ids: [{ id: "12", position: 1 }],
  recommended: 1,
  avg_rating: 4.5,
  rating_count: 12,
  schedule_order: true,
  maximum_cart_quantity: 5,
  available_time_starts: "10:00:00",
  available_time_ends: "22:00:00",
  generic_name: ["Rice"],
  translations: [{ locale: "ar", key: "name", value: "برياني" }],
});

const milk = itemSchema.parse({
  id: 8,
  name: "Fresh Milk 1L",
  price: "1.99",
  discount: 0,
  discount_type: "amount",
  store_id: "4",
  module_type: "grocery",
  variations: [{ type: "1L", price: 1.99, stock: 40 }],
  choice_options: [{ name: "choice_1", title: "Size", options: ["1L"] }],
  stock: 40,
  nutritions_name: ["Calcium"],
  available_date_starts: "2026-11-01",
  available_date_ends: "2026-12-01",
});

describe("the item a card's cart action receives", () => {
  it("drops what the add never reads: description, pictures, categories, ratings, unknown keys", () => {
    const trimmed = cartActionItem(biryani);
    for (const field of [
      "description",
      "images_full_url",
      "category_ids",
      "avg_rating",
      "rating_count",
      "recommended",
      "generic_name",
      "translations",
    ])
      expect(trimmed, field).not.toHaveProperty(field);
    expect(JSON.stringify(trimmed).length).toBeLessThan(JSON.stringify(biryani).length / 2);
  });

  it("keeps of each add-on only its id, name, price and status", () => {
    expect(cartActionItem(biryani).add_ons).toEqual([
      { id: 11, name: "Raita", price: 1.25, status: true },
    ]);
  });

  it("gives every add rule, price, limit and link the same answer as the whole item", () => {
    const now = new Date("2026-11-28T12:00:00");
    for (const item of [biryani, milk]) {
      const trimmed = cartActionItem(item);
      for (const moduleType of ["food", "grocery", "ecommerce"])
        for (const hasLocation of [true, false])
          expect(addToCartEntry(trimmed, { moduleType, hasLocation })).toEqual(
            addToCartEntry(item, { moduleType, hasLocation }),
          );
      const addOns = (item.add_ons ?? []).map(({ id }) => ({ id, quantity: 3 }));
      for (const selection of [{ quantity: 2 }, { quantity: 2, addOns }]) {
        expect(cartAddBody(trimmed, selection, 2)).toEqual(cartAddBody(item, selection, 2));
        expect(itemPrice(trimmed, selection, 2)).toEqual(itemPrice(item, selection, 2));
      }
      expect(itemQuantityIncrease(trimmed, 5)).toEqual(itemQuantityIncrease(item, 5));
      expect(productHref(trimmed, { moduleId: trimmed.module_id })).toBe(
        productHref(item, { moduleId: item.module_id }),
      );
      expect(storeConflict([{ item: { store_id: 99 } }], trimmed.store_id)).toEqual(
        storeConflict([{ item: { store_id: 99 } }], item.store_id),
      );
      expect(isCampaignItem(trimmed)).toBe(isCampaignItem(item));
      expect(purchaseActions(trimmed, itemAvailability(trimmed, now))).toEqual(
        purchaseActions(item, itemAvailability(item, now)),
      );
      for (const field of ["id", "name", "image_full_url", "store_id", "store_name"] as const)
        expect(trimmed[field]).toEqual(item[field]);
    }
  });
});

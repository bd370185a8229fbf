import type { CartLine } from "@marketplace/api-client";

import { burger, milk, tShirt } from "./items";

/** Burger line: 2 × Large with Cheese, 3 colas and 1 fries (add-ons sent in any order). */
export const burgerLine: CartLine = {
  id: 5,
  item_id: burger.id,
  price: 12.5,
  quantity: 2,
  add_on_ids: [1, 2],
  add_on_qtys: [3, 1],
  variation: [
    { name: "Size", values: { label: ["Large"] } },
    { name: "Toppings", values: { label: ["Cheese"] } },
  ],
  item: burger,
};

/** T-shirt line: 1 × Blue-M. */
export const tShirtLine: CartLine = {
  id: 6,
  item_id: tShirt.id,
  price: 11,
  quantity: 1,
  add_on_ids: [],
  add_on_qtys: [],
  variation: [{ type: "Blue-M", price: 11, stock: 2 }],
  item: tShirt,
};

/** Milk line: 3 bottles, no options. */
export const milkLine: CartLine = {
  id: 7,
  item_id: milk.id,
  price: 2.49,
  quantity: 3,
  add_on_ids: [],
  add_on_qtys: [],
  variation: [],
  item: milk,
};

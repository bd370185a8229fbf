// Single source of truth for the `customer/cart/add` and `customer/cart/update` bodies (D7, api-contract.md).

import type { CartAddBody, CartUpdateBody, Item } from "@marketplace/api-client";

import type { PricedItem } from "../pricing/item-price";
import type { ItemSelection } from "../pricing/item-selection";
import { asList } from "../errors/as-list";
import { fromMinorUnits } from "../money/to-minor-units";
import { assertQuantity, unitPriceBeforeDiscount } from "../pricing/item-price";
import { findVariation } from "../variations/find-variation";
import { cartModel } from "./campaign-item";

export type CartPayloadItem = PricedItem &
  Pick<Item, "id" | "available_date_starts" | "is_campaign">;

type LineFields = Pick<
  CartAddBody,
  "price" | "quantity" | "add_on_ids" | "add_on_qtys" | "variation"
>;

function lineFields(item: CartPayloadItem, selection: ItemSelection, digits: number): LineFields {
  const quantity = assertQuantity(selection.quantity);
  const addOns = [...asList(selection.addOns, "add-on choices")].sort((a, b) => a.id - b.id);
  for (const choice of addOns) assertQuantity(choice.quantity, "add-on quantity");
  const food = asList(item.food_variations, "food_variations")
    .map((variation) => ({
      name: variation.name,
      values: { label: [...(selection.foodChoices?.[variation.name] ?? [])] },
    }))
    .filter((entry) => entry.values.label.length > 0);
  const variation = findVariation(item.variations, selection.variationType);
  return {
    price: fromMinorUnits(unitPriceBeforeDiscount(item, selection, digits), digits),
    quantity,
    add_on_ids: addOns.map((choice) => choice.id),
    add_on_qtys: addOns.map((choice) => choice.quantity),
    variation:
      variation === null
        ? food
        : [
            variation.stock === null || variation.stock === undefined
              ? { type: variation.type, price: variation.price }
              : { type: variation.type, price: variation.price, stock: variation.stock },
          ],
  };
}

/**
 * The `cart/add` body of a selection: `model` Item or ItemCampaign, `price` the unit price before discount
 * (variation and option prices included, in major units), `add_on_ids` sorted with `add_on_qtys` aligned
 * (each add-on's own quantity), `variation` in the food (`{ name, values: { label } }`) or non-food
 * (`{ type, price, stock }`, stock left out when unknown) wire form. Unknown choices and bad quantities throw.
 * @example cartAddBody(burger, { quantity: 2, addOns: [{ id: 2, quantity: 1 }, { id: 1, quantity: 3 }] }, 2, { guestId: 55 })
 */
export function cartAddBody(
  item: CartPayloadItem,
  selection: ItemSelection,
  digits: number,
  options: { guestId?: number | undefined } = {},
): CartAddBody {
  const body: CartAddBody = {
    item_id: item.id,
    model: cartModel(item),
    ...lineFields(item, selection, digits),
  };
  if (options.guestId !== undefined) body.guest_id = options.guestId;
  return body;
}

/**
 * The `cart/update` body: `cart_id` plus the same fields as `cart/add`.
 * @example cartUpdateBody(5, burger, { quantity: 3 }, 2, {}) // { cart_id: 5, item_id: 101, model: "Item", … }
 */
export function cartUpdateBody(
  cartId: number,
  item: CartPayloadItem,
  selection: ItemSelection,
  digits: number,
  options: { guestId?: number | undefined } = {},
): CartUpdateBody {
  const body: CartUpdateBody = {
    cart_id: cartId,
    item_id: item.id,
    model: cartModel(item),
    ...lineFields(item, selection, digits),
  };
  if (options.guestId !== undefined) body.guest_id = options.guestId;
  return body;
}

// Single source of truth for the spec's cart line (D3): the storefront's view of a wire cart line.

import type { AddOn, CartLine, FoodVariation } from "@marketplace/api-client";

import type { MinorUnits } from "../money/to-minor-units";
import type { FoodChoices } from "../pricing/item-selection";
import { asList } from "../errors/as-list";
import { toMinorUnits } from "../money/to-minor-units";
import { itemPrice } from "../pricing/item-price";
import { cartModel } from "./campaign-item";
import { cartLineSelection } from "./cart-line-selection";

export interface SelectedAddOn {
  id: number;
  name: string;
  price: MinorUnits;
  quantity: number;
}

export interface CartLineView {
  cartItemId: number;
  id: number;
  item: CartLine["item"];
  model: "Item" | "ItemCampaign";
  quantity: number;
  /** Unit price before discount, options included. */
  unitPrice: MinorUnits;
  /** Unit price after discount (what the drawer shows as the price). */
  price: MinorUnits;
  /** The line total: discounted units × quantity + add-ons. */
  totalPrice: MinorUnits;
  /** What the discount saves on the line. */
  discountAmount: MinorUnits;
  /** The chosen non-food variation type (variation). */
  selectedOption: string | null;
  foodChoices: FoodChoices;
  /** The item's food variations with each value's isSelected set from the line. */
  food_variations: FoodVariation[];
  selectedAddons: SelectedAddOn[];
  store_id: number;
}

/**
 * Turns a wire cart line into the spec's cart line: `cartItemId` (the server line id), prices in minor
 * units computed from the item and the line's choices, `selectedOption`, `selectedAddons` (each with its
 * own quantity) and food variations marked `isSelected`.
 * @example toCartLineView(line, 2).totalPrice // 2400
 */
export function toCartLineView(line: CartLine, digits: number): CartLineView {
  const selection = cartLineSelection(line);
  const price = itemPrice(line.item, selection, digits);
  const foodChoices = selection.foodChoices ?? {};
  const addOnById = new Map<number, AddOn>(
    asList(line.item.add_ons, "add_ons").map((addOn) => [addOn.id, addOn]),
  );
  return {
    cartItemId: line.id,
    id: line.item_id,
    item: line.item,
    model: cartModel(line.item),
    quantity: line.quantity,
    unitPrice: price.unitPrice,
    price: price.unitDiscounted,
    totalPrice: price.total,
    discountAmount: price.discountAmount,
    selectedOption: selection.variationType,
    foodChoices,
    food_variations: asList(line.item.food_variations, "food_variations").map((variation) => ({
      ...variation,
      values: variation.values.map((value) => ({
        ...value,
        isSelected: foodChoices[variation.name]?.includes(value.label) ?? false,
      })),
    })),
    selectedAddons: (selection.addOns ?? []).flatMap((choice) => {
      const addOn = addOnById.get(choice.id);
      return addOn === undefined
        ? []
        : [
            {
              id: addOn.id,
              name: addOn.name,
              price: toMinorUnits(addOn.price, digits),
              quantity: choice.quantity,
            },
          ];
    }),
    store_id: line.item.store_id,
  };
}

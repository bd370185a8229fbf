// Single source of truth for the Buy Now / Order Now line (D4): the one line a buy-now checkout orders,
// priced again from the item the API serves, never from the price the link carried.

import type { CartAddBody, CartLine } from "@marketplace/api-client";

import type { ItemSelection } from "../pricing/item-selection";
import type { FoodVariationIssue } from "../variations/validate-food-choices";
import { DomainInputError } from "../errors/domain-input-error";
import { itemPrice } from "../pricing/item-price";
import { findVariation } from "../variations/find-variation";
import { validateFoodChoices } from "../variations/validate-food-choices";
import { cartModel } from "./campaign-item";
import { cartLineSelection } from "./cart-line-selection";
import { cartAddBody } from "./cart-payloads";
import { itemQuantityIncrease } from "./quantity-limits";

type LineInput = Pick<
  CartAddBody,
  "item_id" | "model" | "price" | "quantity" | "variation" | "add_on_ids" | "add_on_qtys"
>;

export type BuyNowLineOutcome =
  | {
      code: "ok";
      /** The line as the checkout's totals read it (the cart's wire shape, not stored: id 0). */
      line: CartLine;
      /** The `cart` row `order/place` takes with `is_buy_now` (its price is the item's, not the link's). */
      body: CartAddBody;
    }
  /** The link names another item, or a campaign item as a normal one (or the reverse). */
  | { code: "item_mismatch" }
  | { code: "variation_invalid"; issue: FoodVariationIssue }
  /** An item with variations needs one; a variation or add-on the item does not have. */
  | { code: "choice_invalid" }
  | { code: "out_of_stock" }
  | { code: "out_of_limits" };

function foodIssue(item: CartLine["item"], selection: ItemSelection): FoodVariationIssue | null {
  return validateFoodChoices(item.food_variations, selection.foodChoices ?? {})[0] ?? null;
}

/** Maximum cart quantity and (outside food) the variation's or the item's stock, for `quantity` units. */
function quantityOutcome(
  item: CartLine["item"],
  selection: ItemSelection,
  quantity: number,
): "ok" | "out_of_stock" | "out_of_limits" {
  const variation = findVariation(item.variations, selection.variationType);
  // `itemQuantityIncrease(item, n)` asks whether n + 1 units may be held: ask it for quantity - 1.
  const check = itemQuantityIncrease(item, quantity - 1, variation?.stock ?? null);
  if (check.code === "ok") return "ok";
  return check.code === "out_of_stock" ? "out_of_stock" : "out_of_limits";
}

/**
 * The buy-now line of `input` (a `cart/add` body from the Buy Now link) for `item` as the API serves it:
 * the same checks as a cart add (the item and its model, food variations, a variation when the item has
 * some, known add-ons, maximum cart quantity and stock), priced from the item. The link's `price` is
 * ignored.
 * @example buyNowLine(milk, { item_id: 303, model: "Item", price: 0.01, quantity: 1 }, 2).body.price // 2.49
 */
export function buyNowLine(
  item: CartLine["item"],
  input: LineInput,
  digits: number,
): BuyNowLineOutcome {
  if (input.item_id !== item.id || input.model !== cartModel(item))
    return { code: "item_mismatch" };
  let selection: ItemSelection & { variationType: string | null };
  try {
    selection = cartLineSelection({
      quantity: input.quantity,
      variation: (input.variation ?? []) as CartLine["variation"],
      add_on_ids: input.add_on_ids ?? [],
      add_on_qtys: input.add_on_qtys ?? [],
    });
  } catch (error) {
    if (error instanceof DomainInputError) return { code: "choice_invalid" };
    throw error;
  }
  const issue = foodIssue(item, selection);
  if (issue) return { code: "variation_invalid", issue };
  const hasVariations = (item.variations ?? []).length > 0;
  if (hasVariations && findVariation(item.variations, selection.variationType) === null)
    return { code: "choice_invalid" };
  let body: CartAddBody;
  try {
    itemPrice(item, selection, digits);
    body = cartAddBody(item, selection, digits);
  } catch (error) {
    if (error instanceof DomainInputError) return { code: "choice_invalid" };
    throw error;
  }
  const limits = quantityOutcome(item, selection, selection.quantity);
  if (limits !== "ok") return { code: limits };
  return {
    code: "ok",
    body,
    line: {
      id: 0,
      item_id: item.id,
      module_id: item.module_id ?? null,
      item_type: body.model,
      price: body.price,
      quantity: body.quantity,
      add_on_ids: body.add_on_ids ?? [],
      add_on_qtys: body.add_on_qtys ?? [],
      // `cartAddBody` wrote these entries from the item's own variations and food options.
      variation: (body.variation ?? []) as CartLine["variation"],
      item,
    },
  };
}

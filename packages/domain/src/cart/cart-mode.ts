// Single source of truth for Add vs Update (D4): the same item with the same selected options is Update mode.

import type { CartLine } from "@marketplace/api-client";

import type { ItemSelection } from "../pricing/item-selection";
import { cartLineSelection } from "./cart-line-selection";
import { optionsKey, sameSelection } from "./selection-key";

export type CartMode<L> = { mode: "add" } | { mode: "update"; cartItemId: number; line: L };

export type CartModeLine = Pick<
  CartLine,
  "id" | "item_id" | "quantity" | "variation" | "add_on_ids" | "add_on_qtys"
>;

/**
 * A cart line with the same item and the same selected option puts the dialog in Update mode
 * ('Update To Cart'); otherwise it is in Add mode.
 * @example cartMode(cart, 101, { quantity: 1, foodChoices: { Size: ["Large"] } }) // { mode: "update", cartItemId: 5, line }
 */
export function cartMode<L extends CartModeLine>(
  lines: readonly L[],
  itemId: number,
  selection: Pick<ItemSelection, "variationType" | "foodChoices">,
): CartMode<L> {
  const key = optionsKey(selection);
  const line = lines.find(
    (candidate) => candidate.item_id === itemId && optionsKey(cartLineSelection(candidate)) === key,
  );
  return line === undefined ? { mode: "add" } : { mode: "update", cartItemId: line.id, line };
}

/**
 * An update with no change (same options, quantity and add-ons) is refused: 'No changes found to update.'.
 * @example updateChange(line, sameSelectionAsLine) // { code: "no_changes" }
 */
export function updateChange(
  line: CartModeLine,
  selection: ItemSelection,
): { code: "no_changes" } | { code: "changed" } {
  return sameSelection(cartLineSelection(line), selection)
    ? { code: "no_changes" }
    : { code: "changed" };
}

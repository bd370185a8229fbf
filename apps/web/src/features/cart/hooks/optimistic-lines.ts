import type { Cart, CartLine, Item } from "@marketplace/api-client";
import type { ItemSelection } from "@marketplace/domain";
import { findVariation } from "@marketplace/domain";

/**
 * The cart lines a write will leave, drawn before the server answers (optimistic update). The server's
 * answer (the whole cart) replaces them; a refusal puts the previous lines back. An update's draw, which
 * prices the new choices, is in `updated-line-draw.ts`: a card's add (on every page's first screen) needs
 * none of the pricing.
 */

let nextTemporaryId = -1;

function lineVariation(item: Item, selection: ItemSelection): CartLine["variation"] {
  const variation = findVariation(item.variations, selection.variationType);
  if (variation !== null) return [variation];
  return (item.food_variations ?? [])
    .map((entry) => ({
      name: entry.name,
      values: { label: [...(selection.foodChoices?.[entry.name] ?? [])] },
    }))
    .filter((entry) => entry.values.label.length > 0);
}

function lineFields(item: Item, selection: ItemSelection, price: number) {
  const addOns = [...(selection.addOns ?? [])].sort((a, b) => a.id - b.id);
  return {
    price,
    quantity: selection.quantity,
    add_on_ids: addOns.map((choice) => choice.id),
    add_on_qtys: addOns.map((choice) => choice.quantity),
    variation: lineVariation(item, selection),
  };
}

/** A new temporary line id (negative: the server's ids are not). */
export function temporaryLineId(): number {
  nextTemporaryId -= 1;
  return nextTemporaryId;
}

/**
 * The cart with a new line for `item` (a temporary negative id until the server answers; give `id` when
 * the same add may be drawn again, so its line keeps one id).
 */
export function withAddedLine(
  lines: Cart,
  item: Item,
  selection: ItemSelection,
  price: number,
  id: number = temporaryLineId(),
): Cart {
  const line: CartLine = {
    id,
    item_id: item.id,
    item,
    ...lineFields(item, selection, price),
  };
  return [...lines, line];
}

/** The cart with one line's choices and quantity replaced. */
export function withUpdatedLine(
  lines: Cart,
  lineId: number,
  selection: ItemSelection,
  price: number,
): Cart {
  return lines.map((line) =>
    line.id === lineId ? { ...line, ...lineFields(line.item, selection, price) } : line,
  );
}

/** The cart without one line. */
export function withoutLine(lines: Cart, lineId: number): Cart {
  return lines.filter((line) => line.id !== lineId);
}

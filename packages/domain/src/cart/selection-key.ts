// Single source of truth for when two selections are "the same item with the same selected options" (D4).

import type { ItemSelection } from "../pricing/item-selection";
import { normalizeVariationType } from "../variations/find-variation";

/**
 * A comparable key of a selection's options: the variation type without dashes and spaces plus the
 * food choices sorted by name and label. Quantity and add-ons are not part of it.
 * @example optionsKey({ quantity: 1, variationType: "Red - M" }) // "v:RedM|f:"
 */
export function optionsKey(
  selection: Pick<ItemSelection, "variationType" | "foodChoices">,
): string {
  const variation = normalizeVariationType(selection.variationType ?? "");
  const food = Object.entries(selection.foodChoices ?? {})
    .filter(([, labels]) => labels.length > 0)
    .map(([name, labels]) => `${name}=${[...labels].sort().join(",")}`)
    .sort()
    .join(";");
  return `v:${variation}|f:${food}`;
}

/**
 * Whether two selections are equal in everything: options, quantity and add-ons with their quantities.
 * @example sameSelection(a, a) // true
 */
export function sameSelection(a: ItemSelection, b: ItemSelection): boolean {
  const addOns = (selection: ItemSelection): string =>
    [...(selection.addOns ?? [])]
      .sort((x, y) => x.id - y.id)
      .map((choice) => `${String(choice.id)}x${String(choice.quantity)}`)
      .join(",");
  return optionsKey(a) === optionsKey(b) && a.quantity === b.quantity && addOns(a) === addOns(b);
}

// Single source of truth for reading a wire cart line back into the customer's selection.

import type { CartLine, FoodVariationSelection, ItemVariation } from "@marketplace/api-client";

import type { ItemSelection } from "../pricing/item-selection";
import { asList } from "../errors/as-list";
import { DomainInputError } from "../errors/domain-input-error";

function isFoodSelection(
  entry: FoodVariationSelection | ItemVariation,
): entry is FoodVariationSelection {
  return "values" in entry;
}

/**
 * The selection a wire cart line holds: quantity, the non-food variation type, the food choices
 * (`[{ name, values: { label: [] } }]`) and the add-ons from the parallel `add_on_ids` / `add_on_qtys`.
 * Misaligned add-on arrays throw `invalid_quantity`.
 * @example cartLineSelection(line) // { quantity: 2, variationType: null, foodChoices: { Size: ["Large"] }, addOns: [{ id: 1, quantity: 2 }] }
 */
export function cartLineSelection(
  line: Pick<CartLine, "quantity" | "variation" | "add_on_ids" | "add_on_qtys">,
): ItemSelection & { variationType: string | null } {
  const ids = asList(line.add_on_ids, "add_on_ids");
  const qtys = asList(line.add_on_qtys, "add_on_qtys");
  if (ids.length !== qtys.length) {
    throw new DomainInputError(
      "invalid_quantity",
      "add_on_ids and add_on_qtys are not aligned",
      line,
    );
  }
  const foodChoices: Record<string, string[]> = {};
  let variationType: string | null = null;
  for (const entry of asList(line.variation, "variation")) {
    if (isFoodSelection(entry)) {
      const labels = asList(entry.values.label, "variation labels");
      if (labels.length > 0) foodChoices[entry.name] = [...labels];
    } else {
      variationType = entry.type;
    }
  }
  return {
    quantity: line.quantity,
    variationType,
    foodChoices,
    addOns: ids.map((id, index) => ({ id, quantity: qtys[index] ?? 0 })),
  };
}

// Single source of truth for choosing food options (D4): single choice replaces, multi choice toggles.

import type { FoodVariation } from "@marketplace/api-client";

import type { FoodChoices } from "../pricing/item-selection";
import { asList } from "../errors/as-list";

/**
 * Single choice replaces the previous option; multi choice adds or removes the option.
 * @example toggleFoodOption({ Size: ["Regular"] }, { name: "Size", type: "single" }, "Large") // { Size: ["Large"] }
 */
export function toggleFoodOption(
  choices: FoodChoices,
  variation: Pick<FoodVariation, "name" | "type">,
  label: string,
): FoodChoices {
  const current = choices[variation.name] ?? [];
  if (variation.type === "single") return { ...choices, [variation.name]: [label] };
  const next = current.includes(label)
    ? current.filter((chosen) => chosen !== label)
    : [...current, label];
  return { ...choices, [variation.name]: next };
}

/**
 * The choices the wire marks with `isSelected` (cart lines' items), per variation name.
 * @example selectedFoodChoices([{ name: "Size", values: [{ label: "Large", isSelected: true }] }]) // { Size: ["Large"] }
 */
export function selectedFoodChoices(
  variations: readonly Pick<FoodVariation, "name" | "values">[] | null | undefined,
): FoodChoices {
  const choices: Record<string, string[]> = {};
  for (const variation of asList(variations, "food_variations")) {
    const labels = asList(variation.values, "food variation values")
      .filter((value) => value.isSelected === true)
      .map((value) => value.label);
    if (labels.length > 0) choices[variation.name] = labels;
  }
  return choices;
}

// Single source of truth for food variation validation (D5): required selection and multi-choice min/max.

import type { FoodVariation } from "@marketplace/api-client";

import type { FoodChoices } from "../pricing/item-selection";
import { asList } from "../errors/as-list";

export type FoodVariationIssue =
  | { code: "variation_required"; name: string }
  | { code: "variation_count_out_of_range"; name: string; min: number; max: number };

/** The [min, max] a multi variation allows; missing bounds mean 1 and the number of values. */
export function multiChoiceBounds(variation: Pick<FoodVariation, "min" | "max" | "values">): {
  min: number;
  max: number;
} {
  const min =
    variation.min !== null && variation.min !== undefined && variation.min > 0 ? variation.min : 1;
  const max =
    variation.max !== null && variation.max !== undefined && variation.max > 0
      ? variation.max
      : variation.values.length;
  return { min, max: Math.max(min, max) };
}

/**
 * Required food variations must be selected ('Variation {name} can not remain without selection.');
 * a multi choice count must lie between min and max ('Selected variation named {name} must be in between
 * Minimum {min} and Maximum {max}'); optional multi variations are also checked once anything is chosen.
 * Returns every issue, in variation order; an empty list means the choice is valid.
 * @example validateFoodChoices([burgerSize], {}) // [{ code: "variation_required", name: "Size" }]
 */
export function validateFoodChoices(
  variations:
    | readonly Pick<FoodVariation, "name" | "type" | "required" | "min" | "max" | "values">[]
    | null
    | undefined,
  choices: FoodChoices,
): FoodVariationIssue[] {
  const issues: FoodVariationIssue[] = [];
  for (const variation of asList(variations, "food_variations")) {
    const count = choices[variation.name]?.length ?? 0;
    if (count === 0) {
      if (variation.required === "on")
        issues.push({ code: "variation_required", name: variation.name });
      continue;
    }
    if (variation.type === "multi") {
      const { min, max } = multiChoiceBounds(variation);
      if (count < min || count > max)
        issues.push({ code: "variation_count_out_of_range", name: variation.name, min, max });
    }
  }
  return issues;
}

/**
 * The hint under a multi variation: 'This Variation needs to be selected in between minimum {min} and Maximum {max} items'.
 * @example foodVariationHint(burgerToppings) // { code: "variation_range_hint", min: 1, max: 2 }
 */
export function foodVariationHint(
  variation: Pick<FoodVariation, "type" | "min" | "max" | "values">,
): { code: "variation_range_hint"; min: number; max: number } | null {
  return variation.type === "multi"
    ? { code: "variation_range_hint", ...multiChoiceBounds(variation) }
    : null;
}

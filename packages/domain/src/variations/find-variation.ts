// Single source of truth for non-food variations (D4): first one preselected, matching by type ignoring dashes and spaces.

import type { ChoiceOption, ItemVariation } from "@marketplace/api-client";

import { asList } from "../errors/as-list";

/**
 * A variation type without dashes and spaces, for comparison.
 * @example normalizeVariationType("Red - XL") // "RedXL"
 */
export function normalizeVariationType(type: string): string {
  return type.replace(/[-\s]/g, "");
}

/**
 * The selected option matches a variation by type ignoring dashes and spaces.
 * @example findVariation([{ type: "Red-XL", price: 10, stock: 2 }], "Red XL") // { type: "Red-XL", … }
 */
export function findVariation<V extends Pick<ItemVariation, "type">>(
  variations: readonly V[] | null | undefined,
  selected: string | null | undefined,
): V | null {
  if (selected === null || selected === undefined) return null;
  const wanted = normalizeVariationType(selected);
  return (
    asList(variations, "variations").find(
      (variation) => normalizeVariationType(variation.type) === wanted,
    ) ?? null
  );
}

/**
 * The first variation is preselected: its type, or null when the item has none.
 * @example defaultVariationType([{ type: "Small" }, { type: "Large" }]) // "Small"
 */
export function defaultVariationType(
  variations: readonly Pick<ItemVariation, "type">[] | null | undefined,
): string | null {
  return asList(variations, "variations")[0]?.type ?? null;
}

/**
 * The variation type the choice options spell: the chosen option of each choice joined by '-'
 * (the first option of each choice when nothing is chosen yet).
 * @example variationTypeFromChoices([{ title: "Color", options: ["Red", "Blue"] }, { title: "Size", options: ["XL"] }], {}) // "Red-XL"
 */
export function variationTypeFromChoices(
  choiceOptions: readonly Pick<ChoiceOption, "title" | "options">[],
  chosen: Readonly<Record<string, string>>,
): string {
  return choiceOptions
    .map((choice) => chosen[choice.title] ?? choice.options[0] ?? "")
    .filter((option) => option !== "")
    .join("-");
}

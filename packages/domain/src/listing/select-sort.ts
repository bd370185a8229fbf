// Single source of truth for exclusive sort groups (D4): price low vs high; default, fast_delivery, nearby.

import type { SortValue } from "./listing-state";

/** Sorts in one group exclude each other. */
export const SORT_GROUPS: readonly (readonly SortValue[])[] = [
  ["low", "high"],
  ["default", "fast_delivery", "nearby"],
  ["AtoZ", "ZtoA"],
];

/**
 * Choosing a sort removes the other sorts of its group; choosing an active sort clears it.
 * @example selectSort(["low", "nearby"], "high") // ["nearby", "high"]
 */
export function selectSort(current: readonly SortValue[], value: SortValue): SortValue[] {
  if (current.includes(value)) return current.filter((sort) => sort !== value);
  const group = SORT_GROUPS.find((members) => members.includes(value)) ?? [value];
  return [...current.filter((sort) => !group.includes(sort)), value];
}

// Single source of truth for reading list inputs defensively: null, undefined and '' (the wire's empty
// list) read as an empty list; anything else that is not an array is refused with `invalid_list`.

import { DomainInputError } from "./domain-input-error";

/**
 * Returns the list, or [] for null, undefined and ''; throws `invalid_list` for other non-arrays.
 * @example asList("" as unknown as number[], "add_ons") // []
 */
export function asList<T>(value: readonly T[] | null | undefined, name: string): readonly T[] {
  if (value === null || value === undefined) return [];
  const candidate: unknown = value;
  if (candidate === "") return [];
  if (!Array.isArray(candidate)) {
    throw new DomainInputError(
      "invalid_list",
      `${name} must be a list, got ${typeof value}`,
      value,
    );
  }
  return value;
}

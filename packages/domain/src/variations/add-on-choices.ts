// Single source of truth for add-on choices (D4): check sets quantity 1, uncheck removes, plus/minus only when checked.

import type { AddOnChoice } from "../pricing/item-selection";

/**
 * Checking an add-on sets its quantity to 1; unchecking removes it.
 * @example toggleAddOn([], 3) // [{ id: 3, quantity: 1 }]
 */
export function toggleAddOn(choices: readonly AddOnChoice[], id: number): AddOnChoice[] {
  return choices.some((choice) => choice.id === id)
    ? choices.filter((choice) => choice.id !== id)
    : [...choices, { id, quantity: 1 }];
}

/**
 * Plus and minus work only on a checked add-on; minus never goes below 1 (uncheck to remove).
 * @example changeAddOnQuantity([{ id: 3, quantity: 1 }], 3, 1) // [{ id: 3, quantity: 2 }]
 */
export function changeAddOnQuantity(
  choices: readonly AddOnChoice[],
  id: number,
  delta: 1 | -1,
): AddOnChoice[] {
  return choices.map((choice) =>
    choice.id === id ? { ...choice, quantity: Math.max(1, choice.quantity + delta) } : choice,
  );
}

import type { Cart, CartLine } from "@marketplace/api-client";
import type { QuantityIncrease } from "@marketplace/domain";
import { cartLineSelection, itemQuantityIncrease } from "@marketplace/domain";

import { withoutLine } from "./hooks/optimistic-lines";

/**
 * A card stepper's writes as drawn from the click until the writer draws them itself (`CartDraft`); the
 * writer asks the same `lineIncrease`.
 */

type Draw = (lines: Cart) => Cart;

/** Whether one more of a cart line may be added (its variation's stock, else the item's; the limits). */
export function lineIncrease(line: CartLine): QuantityIncrease {
  const selection = cartLineSelection(line);
  const variation = line.item.variations?.find((entry) => entry.type === selection.variationType);
  return itemQuantityIncrease(line.item, selection.quantity, variation?.stock ?? null);
}

/** A card stepper's step (removal at 1), drawn unless one more is refused (its message comes then). */
export function cardStepDraft(line: CartLine, delta: 1 | -1): Draw | undefined {
  if (delta === 1 && lineIncrease(line).code !== "ok") return undefined;
  const quantity = line.quantity + delta;
  return (current) =>
    quantity < 1
      ? withoutLine(current, line.id)
      : current.map((entry) => (entry.id === line.id ? { ...entry, quantity } : entry));
}

/** A line's removal. */
export function removeDraft(line: CartLine): Draw {
  return (current) => withoutLine(current, line.id);
}

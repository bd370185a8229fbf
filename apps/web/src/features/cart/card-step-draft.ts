import type { Cart, CartLine } from "@marketplace/api-client";
import type { QuantityIncrease } from "@marketplace/domain";
import { cartLineSelection, itemQuantityIncrease } from "@marketplace/domain";

/**
 * A card stepper's writes as drawn from the click until the writer draws them itself (`CartDraft`); the
 * writer asks the same `lineIncrease`.
 */

type Draw = (lines: Cart) => Cart;

/**
 * Whether a cart entry is `line`. A line drawn before its add was answered (a temporary negative id) is
 * replaced by the add's own drawing, then by the server's line: a step follows the item's line through them.
 */
function sameLine(line: CartLine): (entry: CartLine) => boolean {
  return (entry) => entry.id === line.id || (line.id < 0 && entry.item_id === line.item_id);
}

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
  const same = sameLine(line);
  return (current) =>
    quantity < 1
      ? current.filter((entry) => !same(entry))
      : current.map((entry) => (same(entry) ? { ...entry, quantity } : entry));
}

/** A line's removal. */
export function removeDraft(line: CartLine): Draw {
  const same = sameLine(line);
  return (current) => current.filter((entry) => !same(entry));
}

import type { Cart, Item } from "@marketplace/api-client";
import type { AddToCartEntry } from "@marketplace/domain";
import { addToCartEntry, storeConflict } from "@marketplace/domain";

import type { VisitorContext } from "~/lib/visitor/visitor-context";
import { freshGuestCart } from "~/lib/visitor/guest-presence";
import { withAddedLine } from "./hooks/optimistic-lines";

/**
 * A card's Add as drawn from the click until the writer draws it itself (`CartDraft`), in the first load
 * (the steps' drafts, `card-step-draft.ts`, load with the stepper). It is drawn only when the writer will
 * add the item as it is: the same rule decides both here.
 */

/** What a card's Add does first for this visitor (location, variations, direct add). */
export function cardAddEntry(
  item: Item,
  visitor: Pick<VisitorContext, "module" | "location">,
): AddToCartEntry {
  return addToCartEntry(item, {
    moduleType: visitor.module?.type ?? item.module_type,
    hasLocation: visitor.location !== null,
  });
}

/**
 * A card's Add, drawn when it adds the item directly to a cart whose lines are known (cached, or a new
 * guest's empty cart) and of the item's store; otherwise (a dialog, the location, the clear-cart
 * confirmation, an unknown cart) nothing is drawn before the writer decides.
 */
export function cardAddDraft(
  item: Item,
  lines: Cart | undefined,
  visitor: Pick<VisitorContext, "module" | "location">,
): ((lines: Cart) => Cart) | undefined {
  const known = lines ?? freshGuestCart();
  if (known === undefined || cardAddEntry(item, visitor).code !== "add_directly") return undefined;
  if (storeConflict(known, item.store_id).code !== "same_store") return undefined;
  return (current) =>
    current.some((line) => line.item_id === item.id)
      ? current
      : withAddedLine(current, item, { quantity: 1 }, item.price);
}

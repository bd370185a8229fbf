// Single source of truth for the single-store cart (D4, D5): a cart may hold one store's items only.

import type { CartLine } from "@marketplace/api-client";

export type StoreConflict =
  { code: "same_store" } | { code: "clear_cart_required"; cartStoreId: number };

/**
 * Adding an item from a different store than the cart's needs the clear-cart confirmation; an empty cart
 * or the same store adds directly.
 * @example storeConflict(cart, 12) // { code: "clear_cart_required", cartStoreId: 7 }
 */
export function storeConflict(
  lines: readonly { item: Pick<CartLine["item"], "store_id"> }[],
  itemStoreId: number,
): StoreConflict {
  const other = lines.find((line) => line.item.store_id !== itemStoreId);
  return other === undefined
    ? { code: "same_store" }
    : { code: "clear_cart_required", cartStoreId: other.item.store_id };
}

/**
 * After the confirmation the cart is cleared and holds only the new item; the storefront then shows
 * 'Your cart has been cleared successfully. And selected item added to the cart.' for 5000 ms.
 * @example cartAfterClear(newLine) // { lines: [newLine], message: { code: "cart_cleared_and_item_added", durationMs: 5000 } }
 */
export function cartAfterClear<L>(newLine: L): {
  lines: [L];
  message: { code: "cart_cleared_and_item_added"; durationMs: 5000 };
} {
  return { lines: [newLine], message: { code: "cart_cleared_and_item_added", durationMs: 5000 } };
}

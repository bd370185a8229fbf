// Single source of truth for quantity limits (D5): not below 1, stock for non-food, maximum_cart_quantity for all.

import type { Item } from "@marketplace/api-client";

export type QuantityIncrease =
  { code: "ok" } | { code: "out_of_stock" } | { code: "out_of_limits" };

/**
 * The quantity can go down only while above 1.
 * @example canDecreaseQuantity(1) // false
 */
export function canDecreaseQuantity(quantity: number): boolean {
  return quantity > 1;
}

/**
 * Whether one more unit may be added: non-food items are refused when stock is less than or equal to the
 * current quantity ('Out of Stock'; on a card: when quantity + 1 would exceed stock); every module is
 * refused when maximum_cart_quantity is set and reached ('Out of Limits'). `stock` is the item's stock or,
 * for a chosen variation, that variation's stock.
 * @example quantityIncrease({ moduleType: "grocery", quantity: 3, stock: 3, maximumCartQuantity: null }) // { code: "out_of_stock" }
 */
export function quantityIncrease(input: {
  moduleType: string | null | undefined;
  quantity: number;
  stock: number | null | undefined;
  maximumCartQuantity: number | null | undefined;
}): QuantityIncrease {
  const { quantity, stock, maximumCartQuantity } = input;
  if (input.moduleType !== "food" && stock !== null && stock !== undefined && stock <= quantity) {
    return { code: "out_of_stock" };
  }
  if (
    maximumCartQuantity !== null &&
    maximumCartQuantity !== undefined &&
    maximumCartQuantity > 0 &&
    quantity >= maximumCartQuantity
  ) {
    return { code: "out_of_limits" };
  }
  return { code: "ok" };
}

/**
 * The same check for an item as the wire sends it.
 * @example itemQuantityIncrease(milk, 3) // { code: "out_of_stock" }
 */
export function itemQuantityIncrease(
  item: Pick<Item, "module_type" | "stock" | "maximum_cart_quantity">,
  quantity: number,
  variationStock?: number | null,
): QuantityIncrease {
  return quantityIncrease({
    moduleType: item.module_type,
    quantity,
    stock: variationStock ?? item.stock,
    maximumCartQuantity: item.maximum_cart_quantity,
  });
}

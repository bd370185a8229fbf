// Single source of truth for what an Add action on a card does first (D5): location, variations, direct add.

import type { Item } from "@marketplace/api-client";

export type AddToCartEntry =
  | { code: "location_required" }
  | { code: "open_product_page" }
  | { code: "open_detail" }
  | { code: "add_directly" };

/**
 * Adding from an action bar requires a saved delivery location (else the location dialog opens). Items with
 * variations (food_variations for food, variations otherwise) open the detail dialog rather than adding
 * directly; in ecommerce they lead to the product page.
 * @example addToCartEntry(tShirt, { moduleType: "ecommerce", hasLocation: true }) // { code: "open_product_page" }
 */
export function addToCartEntry(
  item: Pick<Item, "variations" | "food_variations">,
  context: { moduleType: string | null | undefined; hasLocation: boolean },
): AddToCartEntry {
  if (!context.hasLocation) return { code: "location_required" };
  const hasVariations =
    context.moduleType === "food"
      ? (item.food_variations?.length ?? 0) > 0
      : (item.variations?.length ?? 0) > 0;
  if (!hasVariations) return { code: "add_directly" };
  return context.moduleType === "ecommerce"
    ? { code: "open_product_page" }
    : { code: "open_detail" };
}

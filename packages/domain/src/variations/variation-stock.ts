// Single source of truth for the rule that an out-of-stock variation blocks purchase (D4, D8).

import type { ItemVariation } from "@marketplace/api-client";

export type VariationStockOutcome = { code: "ok" } | { code: "variation_out_of_stock" };

/**
 * An out-of-stock variation (stock 0 or less) blocks purchase: 'This variation is out of stock. Choose
 * another variation to proceed further.' A variation without a stock count is not limited.
 * @example variationStock({ type: "Red", price: 10, stock: 0 }) // { code: "variation_out_of_stock" }
 */
export function variationStock(variation: Pick<ItemVariation, "stock">): VariationStockOutcome {
  const stock = variation.stock;
  return stock !== null && stock !== undefined && stock <= 0
    ? { code: "variation_out_of_stock" }
    : { code: "ok" };
}

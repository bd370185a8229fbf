// Single source of truth for the flash-sale card progress (D4, D9): sold / stock, 'Out of Stock' at stock 0.

import { DomainInputError } from "../errors/domain-input-error";

export type FlashSaleProgress =
  | { code: "out_of_stock" }
  | { code: "flash_sale_progress"; percent: number; sold: number; available: number };

function assertCount(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new DomainInputError(
      "invalid_quantity",
      `${name} must be a non-negative integer, got ${String(value)}`,
      value,
    );
  }
}

/**
 * Stock 0 shows 'Out of Stock'; otherwise a progress bar of sold divided by stock (clamped 0–100)
 * with the Sold and Available counts.
 * @example flashSaleProgress({ sold: 25, stock: 100 }) // { code: "flash_sale_progress", percent: 25, sold: 25, available: 75 }
 */
export function flashSaleProgress(product: { sold: number; stock: number }): FlashSaleProgress {
  assertCount(product.sold, "sold");
  assertCount(product.stock, "stock");
  if (product.stock === 0) return { code: "out_of_stock" };
  const sold = Math.min(product.sold, product.stock);
  return {
    code: "flash_sale_progress",
    percent: (sold / product.stock) * 100,
    sold,
    available: product.stock - sold,
  };
}

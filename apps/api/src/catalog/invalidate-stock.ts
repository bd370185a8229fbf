import type { Db } from "../db/client";
import { invalidateMicroCache } from "../lib/micro-cache";
import { invalidateItemRows } from "./item-query";

/**
 * Call after a write that only moves stock or flash-sale sold counts (orders placed, canceled or failed):
 * drops the cached item rows (their `stock` and `variations`) and the micro-cached answers. The reference
 * data stays warm: it records which items are in a running flash sale, not their counts (the flash-sale
 * routes read `sold` and `available_stock` from the database).
 */
export function invalidateStock(db: Db): void {
  invalidateItemRows(db);
  invalidateMicroCache(db);
}

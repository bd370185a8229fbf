import type { Db } from "../db/client";
import { invalidateMicroCache } from "../lib/micro-cache";
import { invalidateItemRows } from "./item-query";
import { invalidateReference } from "./reference";

/**
 * Call after a write that changes what catalogue routes show (stock, flash-sale sold counts,
 * ratings, stores): drops the cached reference data and the micro-cached answers at once.
 */
export function invalidateCatalog(db: Db): void {
  invalidateReference(db);
  invalidateItemRows(db);
  invalidateMicroCache(db);
}

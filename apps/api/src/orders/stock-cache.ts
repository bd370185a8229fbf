import type { Reference } from "../catalog/reference";
import type { Db } from "../db/client";
import type { StockChange } from "./stock";
import { invalidateStock } from "../catalog/invalidate-stock";
import { updateEntries } from "./cart/catalog-entry";

export { noStockChange } from "./stock";

/**
 * After an order took or gave back stock: the catalogue drops its item rows and micro-cached answers
 * (`invalidateStock`, the reference data stays warm) and the cart's cached entries take the new stock.
 */
export function showStock(db: Db, ref: Reference, change: StockChange): void {
  if (change.itemIds.length + change.campaignIds.length + change.flashIds.length === 0) return;
  invalidateStock(db);
  updateEntries(ref, change, change.after);
}

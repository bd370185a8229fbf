import { and, eq, gte, sql } from "drizzle-orm";

import type { View } from "../catalog/view";
import type { Db } from "../db/client";
import { invalidateCatalog } from "../catalog/invalidate";
import { invalidateItemRows } from "../catalog/item-query";
import { flashSaleItems, items, modules } from "../db/schema";
import { ApiError } from "../lib/errors";
import { invalidateMicroCache } from "../lib/micro-cache";

/** One ordered line as stock sees it. */
export interface StockLine {
  itemId: number;
  isCampaign: boolean;
  /** The line picked a non-food variation (its stock lives in the item's variations JSON). */
  hasVariation: boolean;
  moduleType: string | null;
  quantity: number;
}

/** What an order changed: item stock rows, flash-sale sold counts (held in the reference data). */
export interface StockChange {
  items: boolean;
  flashSales: boolean;
}

/**
 * Makes the catalogue show the new stock. Flash-sale counts live in the cached reference data, so they
 * drop everything (`invalidateCatalog`); item stock only needs the item rows and the micro-cached answers
 * dropped, which keeps the reference data (stores, zones, schedules…) warm for the next order.
 */
export function showStock(db: Db, change: StockChange): void {
  if (change.flashSales) invalidateCatalog(db);
  else if (change.items) {
    invalidateItemRows(db);
    invalidateMicroCache(db);
  }
}

/** Item stock is kept for plain (non-variation) items outside the food module. */
const tracksItemStock = (line: StockLine) =>
  !line.isCampaign && !line.hasVariation && line.moduleType !== "food";

/**
 * Takes the ordered quantities out of item stock (refusing with `stock_out` when another order took
 * them first) and adds them to the running flash sale's sold count. Runs inside the placing transaction.
 */
export async function takeStock(
  tx: Db,
  view: View,
  lines: readonly StockLine[],
): Promise<StockChange> {
  const changed: StockChange = { items: false, flashSales: false };
  for (const line of lines) {
    if (tracksItemStock(line)) {
      changed.items = true;
      const taken = await tx
        .update(items)
        .set({ stock: sql`${items.stock} - ${line.quantity}` })
        .where(and(eq(items.id, line.itemId), gte(items.stock, line.quantity)))
        .returning({ id: items.id });
      if (taken.length === 0) throw ApiError.of(403, "stock_out", "Out of Stock");
    }
    const flash = line.isCampaign ? undefined : view.ref.flashItems.get(line.itemId);
    if (!flash) continue;
    changed.flashSales = true;
    await tx
      .update(flashSaleItems)
      .set({
        sold: sql`${flashSaleItems.sold} + ${line.quantity}`,
        availableStock: sql`greatest(${flashSaleItems.availableStock} - ${line.quantity}, 0)`,
      })
      .where(eq(flashSaleItems.id, flash.id));
  }
  return changed;
}

/** Puts a canceled order's quantities back (item stock and the flash sale's sold count). */
export async function returnStock(
  db: Db,
  lines: readonly { itemId: number | null; quantity: number; hasVariation: boolean }[],
  view: View,
): Promise<void> {
  for (const line of lines) {
    if (line.itemId === null) continue;
    if (!line.hasVariation)
      await db
        .update(items)
        .set({ stock: sql`${items.stock} + ${line.quantity}` })
        .where(
          and(
            eq(items.id, line.itemId),
            sql`${items.moduleId} in (select ${modules.id} from ${modules} where ${modules.moduleType} <> 'food')`,
          ),
        );
    const flash = view.ref.flashItems.get(line.itemId);
    if (flash)
      await db
        .update(flashSaleItems)
        .set({
          sold: sql`greatest(${flashSaleItems.sold} - ${line.quantity}, 0)`,
          availableStock: sql`least(${flashSaleItems.availableStock} + ${line.quantity}, ${flashSaleItems.stock})`,
        })
        .where(eq(flashSaleItems.id, flash.id));
  }
}

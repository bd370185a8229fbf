import { and, eq, sql } from "drizzle-orm";

import type { Db } from "../../db/client";
import type { CartLineRow } from "./cart-line";
import { cartLines } from "../../db/schema";
import { rowsOf } from "../sql-rows";

const columns = sql.raw(
  `"id", "owner_key", "owner_id", "is_guest", "module_id", "item_id", "model", "store_id", "variation",
   "variation_key", "add_on_ids", "add_on_qtys", "price", "quantity",
   "created_at"::text as "created_at", "updated_at"::text as "updated_at"`,
);

function toRow(row: Record<string, unknown>): CartLineRow {
  return {
    id: Number(row.id),
    ownerKey: String(row.owner_key),
    ownerId: Number(row.owner_id),
    isGuest: Number(row.is_guest),
    moduleId: Number(row.module_id),
    itemId: Number(row.item_id),
    model: String(row.model),
    storeId: Number(row.store_id),
    variation: row.variation as CartLineRow["variation"],
    variationKey: String(row.variation_key),
    addOnIds: row.add_on_ids as number[],
    addOnQtys: row.add_on_qtys as number[],
    price: Number(row.price),
    quantity: Number(row.quantity),
    createdAt: String(row.created_at),
    updatedAt: String(row.updated_at),
  };
}

/**
 * Inserts a cart line (nothing on a duplicate choice) and reads the owner's other lines of the module in
 * the same statement. Run it under the owner's lock and check the rules on `existing` afterwards: a
 * broken rule throws, and the transaction takes the insert back.
 */
export async function insertAndReadLines(
  tx: Db,
  line: typeof cartLines.$inferInsert,
): Promise<{ existing: CartLineRow[]; added: CartLineRow | null }> {
  const insert = tx.insert(cartLines).values(line).onConflictDoNothing().returning();
  const owned = and(eq(cartLines.ownerKey, line.ownerKey), eq(cartLines.moduleId, line.moduleId));
  const rows = rowsOf(
    await tx.execute(sql`with ins as ${insert}
    select ${columns}, false as "added" from ${cartLines} where ${owned}
    union all select ${columns}, true as "added" from ins
    order by "id"`),
  );
  const existing: CartLineRow[] = [];
  let added: CartLineRow | null = null;
  for (const row of rows) {
    if (row.added === true) added = toRow(row);
    else existing.push(toRow(row));
  }
  return { existing, added };
}

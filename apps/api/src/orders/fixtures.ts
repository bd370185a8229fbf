import { and, eq, gte, isNotNull, isNull, ne, sql } from "drizzle-orm";

import type { Db } from "../db/client";
import { getReference } from "../catalog/reference";
import { isStoreOpen } from "../catalog/store-hours";
import { items, stores } from "../db/schema";

/** Test-only: picks seeded items with the properties a test needs. */
export type ItemRow = typeof items.$inferSelect;

async function pick(db: Db, where: ReturnType<typeof and>): Promise<ItemRow> {
  const [row] = await db
    .select({ item: items })
    .from(items)
    .innerJoin(stores, eq(stores.id, items.storeId))
    .where(and(where, eq(items.status, 1), eq(stores.status, 1), eq(stores.active, true)))
    .orderBy(items.id)
    .limit(1);
  if (!row) throw new Error("no seeded item matches");
  return row.item;
}

/** A grocery item without variations or a cart maximum, with some stock. */
export const plainGroceryItem = (db: Db) =>
  pick(
    db,
    and(
      eq(items.moduleId, 1),
      sql`jsonb_array_length(${items.variations}) = 0`,
      isNull(items.maximumCartQuantity),
      gte(items.stock, 4),
    ),
  );

/** A grocery item from another store than `storeId`. */
export const otherStoreGroceryItem = (db: Db, storeId: number) =>
  pick(
    db,
    and(
      eq(items.moduleId, 1),
      ne(items.storeId, storeId),
      sql`jsonb_array_length(${items.variations}) = 0`,
      gte(items.stock, 4),
    ),
  );

/** A non-food item without variations whose cart maximum is below its stock. */
export const limitedItem = (db: Db) =>
  pick(
    db,
    and(
      ne(items.moduleId, 4),
      sql`jsonb_array_length(${items.variations}) = 0`,
      isNotNull(items.maximumCartQuantity),
      sql`${items.stock} > ${items.maximumCartQuantity}`,
    ),
  );

/** A non-food item with at least 3 in-stock variations and a cart maximum of 2. */
export const variedLimitedItem = (db: Db) =>
  pick(
    db,
    and(
      eq(items.maximumCartQuantity, 2),
      sql`(select count(*) from jsonb_array_elements(${items.variations}) v where (v->>'stock')::int > 2) >= 3`,
    ),
  );

/** Test-only: active items without variations or add-ons of stores that are open at `now` and deliver. */
export async function openStoreItems(db: Db, now: Date, moduleId: number): Promise<ItemRow[]> {
  const ref = await getReference(db, now);
  const rows = await db
    .select()
    .from(items)
    .where(
      and(
        eq(items.moduleId, moduleId),
        eq(items.status, 1),
        sql`jsonb_array_length(${items.variations}) = 0`,
        sql`jsonb_array_length(${items.foodVariations}) = 0`,
        gte(items.stock, 20),
        isNull(items.maximumCartQuantity),
        eq(items.isPrescriptionRequired, 0),
      ),
    )
    .orderBy(items.id);
  return rows.filter((row) => {
    const store = ref.stores.get(row.storeId);
    return (
      store !== undefined &&
      store.delivery &&
      store.minimumOrder === 0 &&
      isStoreOpen(store, ref.schedules.get(store.id), now)
    );
  });
}

/** The items of `list` that belong to the first item's store. */
export function sameStore(list: ItemRow[]): ItemRow[] {
  const storeId = list[0]?.storeId;
  return list.filter((row) => row.storeId === storeId);
}

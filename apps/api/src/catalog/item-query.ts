import type { SQL } from "drizzle-orm";
import { and, asc, desc, eq, gte, ilike, inArray, lte, ne, or, sql } from "drizzle-orm";

import type { Db } from "../db/client";
import type { ItemRow, Reference, StoreRow } from "./reference";
import { items, translationModels, translations } from "../db/schema";
import { categoryIdsFromIndex, pageFromIndex } from "./item-index";
import { activeStoreDiscount } from "./store-hours";

export type ItemSort =
  | "relevance"
  | "popular"
  | "top_rated"
  | "most_reviewed"
  | "low"
  | "high"
  | "latest"
  | "discount"
  | "id";

export interface ItemQuery {
  moduleId: number;
  /** null: every zone. */
  zoneIds: number[] | null;
  storeIds?: number[] | undefined;
  /** Category ids; each also matches its child categories. */
  categoryIds?: number[] | undefined;
  brandIds?: number[] | undefined;
  conditionId?: number | undefined;
  itemIds?: number[] | undefined;
  excludeItemId?: number | undefined;
  veg?: "all" | "veg" | "non_veg" | undefined;
  name?: string | undefined;
  discounted?: boolean | undefined;
  recommended?: boolean | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  minRating?: number | undefined;
  createdSince?: string | undefined;
  withBrandAndCondition?: boolean | undefined;
  /** Extra rule on the item's store (open now, free delivery…). */
  storeFilter?: ((store: StoreRow) => boolean) | undefined;
  /** Orders results by their store's position in this list first (nearby, fast delivery). */
  storeOrder?: number[] | undefined;
  sort?: ItemSort[] | undefined;
  limit: number;
  /** 1-based page number. */
  offset: number;
}

export interface ItemPage {
  total: number;
  rows: ItemRow[];
}

/** Escapes LIKE wildcards in user text. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Stores a query may show items from: the module's active stores in the given zones. */
export function eligibleStores(
  ref: Reference,
  query: Pick<ItemQuery, "moduleId" | "zoneIds" | "storeIds" | "storeFilter">,
): StoreRow[] {
  const zones = query.zoneIds ? new Set(query.zoneIds) : null;
  const only = query.storeIds ? new Set(query.storeIds) : null;
  return [...ref.stores.values()].filter(
    (store) =>
      store.moduleId === query.moduleId &&
      store.status === 1 &&
      (!zones || zones.has(store.zoneId)) &&
      (!only || only.has(store.id)) &&
      (!query.storeFilter || query.storeFilter(store)),
  );
}

export function expandCategories(ref: Reference, ids: number[]): number[] {
  return [...new Set(ids.flatMap((id) => [id, ...(ref.childrenOf.get(id) ?? [])]))];
}

function conditions(ref: Reference, query: ItemQuery, now: Date): SQL | undefined {
  const stores = eligibleStores(ref, query);
  const parts: (SQL | undefined)[] = [
    eq(items.moduleId, query.moduleId),
    eq(items.status, 1),
    inArray(items.storeId, stores.length > 0 ? stores.map((store) => store.id) : [-1]),
  ];
  if (query.categoryIds)
    parts.push(inArray(items.categoryId, [...expandCategories(ref, query.categoryIds), -1]));
  if (query.brandIds) parts.push(inArray(items.brandId, [...query.brandIds, -1]));
  if (query.conditionId !== undefined) parts.push(eq(items.commonConditionId, query.conditionId));
  if (query.withBrandAndCondition)
    parts.push(sql`${items.brandId} is not null and ${items.commonConditionId} is not null`);
  if (query.itemIds) parts.push(inArray(items.id, [...query.itemIds, -1]));
  if (query.excludeItemId !== undefined) parts.push(ne(items.id, query.excludeItemId));
  if (query.veg === "veg") parts.push(eq(items.veg, 1));
  if (query.veg === "non_veg") parts.push(eq(items.veg, 0));
  if (query.recommended) parts.push(eq(items.recommended, 1));
  if (query.minPrice !== undefined) parts.push(gte(items.price, query.minPrice));
  if (query.maxPrice !== undefined) parts.push(lte(items.price, query.maxPrice));
  if (query.minRating !== undefined && query.minRating > 0)
    parts.push(gte(items.avgRating, query.minRating));
  if (query.createdSince) parts.push(gte(items.createdAt, query.createdSince));
  if (query.name) {
    const pattern = likePattern(query.name);
    parts.push(
      or(
        ilike(items.name, pattern),
        sql`${items.genericName}::text ilike ${pattern}`,
        sql`${items.tags}::text ilike ${pattern}`,
        // Non-ASCII text (Arabic…) also matches the items' translated names.
        /^[\x20-\x7e]*$/.test(query.name)
          ? undefined
          : sql`exists (select 1 from ${translations} where ${translations.translationableType} = ${translationModels.item} and ${translations.translationableId} = ${items.id} and ${translations.key} = 'name' and ${translations.value} ilike ${pattern})`,
      ),
    );
  }
  if (query.discounted) {
    const discountedStores = stores
      .filter((store) => activeStoreDiscount(store, now))
      .map((store) => store.id);
    parts.push(or(sql`${items.discount} > 0`, inArray(items.storeId, [...discountedStores, -1])));
  }
  return and(...parts);
}

function orderBy(query: ItemQuery): SQL[] {
  const order: SQL[] = [];
  if (query.storeOrder && query.storeOrder.length > 0) {
    order.push(
      sql`array_position(${sql.raw(`ARRAY[${query.storeOrder.map((id) => String(Math.trunc(id))).join(",")}]::int[]`)}, ${items.storeId})`,
    );
  }
  for (const sort of query.sort ?? ["popular"]) {
    switch (sort) {
      case "relevance":
        // Names that start with the search text first, then names with a word starting with it.
        if (query.name) {
          const text = query.name.replace(/[\\%_]/g, (char) => `\\${char}`);
          order.push(
            sql`(${items.name} ilike ${`${text}%`}) desc`,
            sql`(${items.name} ilike ${`% ${text}%`}) desc`,
          );
        }
        break;
      case "popular":
        order.push(desc(items.orderCount));
        break;
      case "top_rated":
        order.push(desc(items.avgRating), desc(items.ratingCount));
        break;
      case "most_reviewed":
        order.push(desc(items.ratingCount), desc(items.avgRating));
        break;
      case "low":
        order.push(asc(items.price));
        break;
      case "high":
        order.push(desc(items.price));
        break;
      case "latest":
        order.push(desc(items.createdAt));
        break;
      case "discount":
        order.push(desc(items.discount));
        break;
      case "id":
        break;
    }
  }
  order.push(asc(items.id));
  return order;
}

/**
 * One page of items plus the total. Without a name search the page is picked in memory from the
 * reference's item keys (`pageFromIndex`); otherwise a narrow query (ids and a window count) picks the page, then
 * only those rows are read in full, so sorting never carries the large JSON columns.
 */
export async function queryItems(
  db: Db,
  ref: Reference,
  query: ItemQuery,
  now: Date,
): Promise<ItemPage> {
  const fromIndex = pageFromIndex(ref, query, now);
  if (fromIndex) {
    if (fromIndex.ids.length === 0) return { total: fromIndex.total, rows: [] };
    const byId = await itemRows(db, fromIndex.ids);
    return { total: fromIndex.total, rows: fromIndex.ids.flatMap((id) => byId.get(id) ?? []) };
  }
  return queryItemsInDatabase(db, ref, query, now);
}

/** `queryItems` answered by the database alone (name searches; also the reference for tests). */
export async function queryItemsInDatabase(
  db: Db,
  ref: Reference,
  query: ItemQuery,
  now: Date,
): Promise<ItemPage> {
  const where = conditions(ref, query, now);
  const page = await db
    .select({ id: items.id, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(items)
    .where(where)
    .orderBy(...orderBy(query))
    .limit(query.limit)
    .offset((query.offset - 1) * query.limit);
  let total = page[0]?.total ?? 0;
  if (page.length === 0 && query.offset > 1) {
    const [row] = await db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(items)
      .where(where);
    total = row?.total ?? 0;
  }
  if (page.length === 0) return { total, rows: [] };
  const byId = await itemRows(
    db,
    page.map((row) => row.id),
  );
  return { total, rows: page.flatMap((row) => byId.get(row.id) ?? []) };
}

/** Full item rows by id, kept for a few seconds (rows are large; pages repeat the same popular items). */
const rowTtlMs = 5_000;
const rowCaches = new WeakMap<object, Map<number, { at: number; row: ItemRow }>>();

export function invalidateItemRows(db: Db): void {
  rowCaches.delete(db);
}

async function itemRows(db: Db, ids: number[]): Promise<Map<number, ItemRow>> {
  let cache = rowCaches.get(db);
  if (!cache) {
    cache = new Map();
    rowCaches.set(db, cache);
  }
  const now = Date.now();
  const found = new Map<number, ItemRow>();
  const missing: number[] = [];
  for (const id of ids) {
    const hit = cache.get(id);
    if (hit && now - hit.at < rowTtlMs) found.set(id, hit.row);
    else missing.push(id);
  }
  if (missing.length > 0) {
    const rows = await db.select().from(items).where(inArray(items.id, missing));
    for (const row of rows) {
      cache.set(row.id, { at: now, row });
      found.set(row.id, row);
    }
  }
  return found;
}

/** The distinct categories of every item the query matches (for the listing's category panel). */
export async function queryItemCategoryIds(
  db: Db,
  ref: Reference,
  query: ItemQuery,
  now: Date,
): Promise<number[]> {
  const fromIndex = categoryIdsFromIndex(ref, query, now);
  if (fromIndex) return fromIndex;
  return queryItemCategoryIdsInDatabase(db, ref, query, now);
}

/** `queryItemCategoryIds` answered by the database alone. */
export async function queryItemCategoryIdsInDatabase(
  db: Db,
  ref: Reference,
  query: ItemQuery,
  now: Date,
): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: items.categoryId })
    .from(items)
    .where(conditions(ref, query, now));
  return rows.map((row) => row.id);
}

/** Distinct store ids among the items the query matches. */
export async function queryItemStoreIds(
  db: Db,
  ref: Reference,
  query: ItemQuery,
  now: Date,
): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: items.storeId })
    .from(items)
    .where(conditions(ref, query, now));
  return rows.map((row) => row.id);
}

import { and, count, eq, gt, gte, lte, sql } from "drizzle-orm";

import type { Db } from "../db/client";
import * as schema from "../db/schema";
import { languageOf, translationKey } from "./translate";

export type ModuleRow = typeof schema.modules.$inferSelect;
export type ZoneRow = typeof schema.zones.$inferSelect;
export type StoreRow = typeof schema.stores.$inferSelect;
export type ScheduleRow = typeof schema.storeSchedules.$inferSelect;
export type AddOnRow = typeof schema.addOns.$inferSelect;
export type CategoryRow = typeof schema.categories.$inferSelect;
export type BrandRow = typeof schema.brands.$inferSelect;
export type ItemRow = typeof schema.items.$inferSelect;
export type ItemCampaignRow = typeof schema.itemCampaigns.$inferSelect;
export type FlashSaleItemRow = typeof schema.flashSaleItems.$inferSelect;
export type CouponRow = typeof schema.coupons.$inferSelect;

/** The columns of an active item that list queries filter and sort on (no JSON columns). */
export interface ItemKey {
  id: number;
  moduleId: number;
  storeId: number;
  categoryId: number;
  brandId: number | null;
  commonConditionId: number | null;
  veg: number;
  recommended: number;
  price: number;
  discount: number;
  avgRating: number;
  ratingCount: number;
  orderCount: number;
  createdAt: string;
  /** Lower-cased (ASCII letters only) name, `generic_name::text` and `tags::text`, for name searches. */
  name: string;
  genericText: string;
  tagsText: string;
}

/**
 * The small, rarely-changing catalogue tables (modules, zones, stores and their schedules, add-ons,
 * categories, brands, running flash sales, settings), read once and kept for a few seconds so that a
 * list request costs one query on the big items table. Every instance reads them from the database,
 * so running several instances stays consistent within the TTL. Call `invalidateReference` after writes.
 */
export interface Reference {
  modules: Map<number, ModuleRow>;
  zones: ZoneRow[];
  moduleZones: (typeof schema.moduleZones.$inferSelect)[];
  stores: Map<number, StoreRow>;
  schedules: Map<number, ScheduleRow[]>;
  addOns: Map<number, AddOnRow>;
  categories: Map<number, CategoryRow>;
  childrenOf: Map<number, number[]>;
  brands: Map<number, BrandRow>;
  /** Items in a running, published flash sale (by item id). */
  flashItems: Map<number, FlashSaleItemRow>;
  /** Store ids that have a running store-wise coupon. */
  couponStores: Set<number>;
  settings: Record<string, unknown>;
  /** Active items per store (`total_items`). */
  itemCountByStore: Map<number, number>;
  /** Active item counts per (category, store), for categories' `products_count`. */
  categoryStoreCounts: { categoryId: number; storeId: number; value: number }[];
  /** Running campaigns per store (`total_campaigns`). */
  campaignCountByStore: Map<number, number>;
  /** Every active item's filter and sort columns, by id order (list pages are picked from these). */
  itemKeys: ItemKey[];
  /** Translated names, titles and descriptions of catalogue rows, by `translationKey` (see `translate.ts`). */
  translations: Map<string, string>;
  /** The languages `translations` holds texts in (`ar`). */
  translationLanguages: Set<string>;
}

const ttlMs = 5_000;
const cache = new WeakMap<object, { at: number; value: Promise<Reference> }>();

export function invalidateReference(db: Db): void {
  cache.delete(db);
}

export function getReference(db: Db, now: Date): Promise<Reference> {
  const hit = cache.get(db);
  if (!hit) {
    const value = loadReference(db, now);
    cache.set(db, { at: Date.now(), value });
    value.catch(() => cache.delete(db));
    return value;
  }
  if (Date.now() - hit.at >= ttlMs) {
    // Stale: answer with the current data and refresh in the background (one refresh at a time,
    // one statement after another, so that requests are never queued behind the whole batch).
    hit.at = Date.now();
    loadReference(db, now, true)
      .then((value) => {
        if (cache.get(db) === hit) cache.set(db, { at: Date.now(), value: Promise.resolve(value) });
      })
      .catch(() => {
        hit.at = 0;
      });
  }
  return hit.value;
}

/**
 * Lower-cases ASCII letters only: an ASCII search text then matches exactly where Postgres' ILIKE
 * does (other characters never fold to ASCII letters).
 */
export function lowerAscii(text: string): string {
  return text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}

/** Runs the loaders together (first load) or one after another (background refresh). */
async function runAll<T extends readonly (() => Promise<unknown>)[]>(
  loaders: T,
  sequential: boolean,
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  type Result = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };
  if (!sequential) return (await Promise.all(loaders.map((load) => load()))) as Result;
  const results: unknown[] = [];
  for (const load of loaders) results.push(await load());
  return results as Result;
}

async function loadReference(db: Db, now: Date, background = false): Promise<Reference> {
  const stamp = now.toISOString();
  const today = stamp.slice(0, 10);
  const [
    modules,
    zones,
    moduleZones,
    stores,
    schedules,
    addOns,
    categories,
    brands,
    flashItems,
    coupons,
    settings,
    campaignCounts,
    categoryStoreCounts,
    itemRows,
    translationRows,
  ] = await runAll(
    [
      () => db.select().from(schema.modules),
      () => db.select().from(schema.zones).orderBy(schema.zones.id),
      () => db.select().from(schema.moduleZones),
      () => db.select().from(schema.stores).orderBy(schema.stores.id),
      () => db.select().from(schema.storeSchedules),
      () => db.select().from(schema.addOns),
      () => db.select().from(schema.categories).orderBy(schema.categories.id),
      () => db.select().from(schema.brands).orderBy(schema.brands.id),
      () =>
        db
          .select({ item: schema.flashSaleItems })
          .from(schema.flashSaleItems)
          .innerJoin(schema.flashSales, eq(schema.flashSales.id, schema.flashSaleItems.flashSaleId))
          .where(
            and(
              eq(schema.flashSales.isPublish, 1),
              lte(schema.flashSales.startDate, stamp),
              gt(schema.flashSales.endDate, stamp),
              eq(schema.flashSaleItems.status, 1),
            ),
          ),
      () =>
        db
          .select()
          .from(schema.coupons)
          .where(and(eq(schema.coupons.couponType, "store_wise"), eq(schema.coupons.status, 1))),
      () => db.select().from(schema.settings),
      () =>
        db
          .select({ storeId: schema.campaignStores.storeId, value: count() })
          .from(schema.campaignStores)
          .innerJoin(schema.campaigns, eq(schema.campaigns.id, schema.campaignStores.campaignId))
          .where(
            and(
              eq(schema.campaigns.status, 1),
              lte(schema.campaigns.startDate, today),
              gte(schema.campaigns.endDate, today),
            ),
          )
          .groupBy(schema.campaignStores.storeId),
      () =>
        db
          .select({
            categoryId: schema.items.categoryId,
            storeId: schema.items.storeId,
            value: count(),
          })
          .from(schema.items)
          .where(eq(schema.items.status, 1))
          .groupBy(schema.items.categoryId, schema.items.storeId),
      () =>
        db
          .select({
            id: schema.items.id,
            moduleId: schema.items.moduleId,
            storeId: schema.items.storeId,
            categoryId: schema.items.categoryId,
            brandId: schema.items.brandId,
            commonConditionId: schema.items.commonConditionId,
            veg: schema.items.veg,
            recommended: schema.items.recommended,
            price: schema.items.price,
            discount: schema.items.discount,
            avgRating: schema.items.avgRating,
            ratingCount: schema.items.ratingCount,
            orderCount: schema.items.orderCount,
            createdAt: schema.items.createdAt,
            name: schema.items.name,
            genericText: sql<string>`${schema.items.genericName}::text`,
            tagsText: sql<string>`${schema.items.tags}::text`,
          })
          .from(schema.items)
          .where(eq(schema.items.status, 1))
          .orderBy(schema.items.id),
      () => db.select().from(schema.translations),
    ] as const,
    background,
  );
  const childrenOf = new Map<number, number[]>();
  for (const category of categories) {
    if (category.parentId === 0) continue;
    childrenOf.set(category.parentId, [...(childrenOf.get(category.parentId) ?? []), category.id]);
  }
  const itemKeys = itemRows.map((row) => ({
    ...row,
    name: lowerAscii(row.name),
    genericText: lowerAscii(row.genericText),
    tagsText: lowerAscii(row.tagsText),
  }));
  const itemCountByStore = new Map<number, number>();
  for (const key of itemKeys)
    itemCountByStore.set(key.storeId, (itemCountByStore.get(key.storeId) ?? 0) + 1);
  const scheduleMap = new Map<number, ScheduleRow[]>();
  for (const row of schedules)
    scheduleMap.set(row.storeId, [...(scheduleMap.get(row.storeId) ?? []), row]);
  return {
    modules: new Map(modules.map((row) => [row.id, row])),
    zones,
    moduleZones,
    stores: new Map(stores.map((row) => [row.id, row])),
    schedules: scheduleMap,
    addOns: new Map(addOns.map((row) => [row.id, row])),
    categories: new Map(categories.map((row) => [row.id, row])),
    childrenOf,
    brands: new Map(brands.map((row) => [row.id, row])),
    flashItems: new Map(flashItems.map((row) => [row.item.itemId, row.item])),
    couponStores: new Set(
      coupons
        .filter((row) => row.startDate <= today && row.expireDate >= today && row.storeId !== null)
        .map((row) => row.storeId ?? 0),
    ),
    settings: Object.fromEntries(
      settings.map((row) => [row.key, (row.value as { value?: unknown } | null)?.value ?? null]),
    ),
    itemCountByStore,
    categoryStoreCounts,
    campaignCountByStore: new Map(campaignCounts.map((row) => [row.storeId, row.value])),
    itemKeys,
    translationLanguages: new Set(translationRows.map((row) => languageOf(row.locale))),
    translations: new Map(
      translationRows.map((row) => [
        translationKey(
          languageOf(row.locale),
          row.translationableType,
          row.translationableId,
          row.key,
        ),
        row.value,
      ]),
    ),
  };
}

import { and, count, eq, gt, gte, lte } from "drizzle-orm";

import type { Db } from "../db/client";
import * as schema from "../db/schema";

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
    // Stale: answer with the current data and refresh in the background (one refresh at a time).
    hit.at = Date.now();
    loadReference(db, now)
      .then((value) => {
        if (cache.get(db) === hit) cache.set(db, { at: Date.now(), value: Promise.resolve(value) });
      })
      .catch(() => {
        hit.at = 0;
      });
  }
  return hit.value;
}

async function loadReference(db: Db, now: Date): Promise<Reference> {
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
    itemCounts,
    campaignCounts,
    categoryStoreCounts,
  ] = await Promise.all([
    db.select().from(schema.modules),
    db.select().from(schema.zones).orderBy(schema.zones.id),
    db.select().from(schema.moduleZones),
    db.select().from(schema.stores).orderBy(schema.stores.id),
    db.select().from(schema.storeSchedules),
    db.select().from(schema.addOns),
    db.select().from(schema.categories).orderBy(schema.categories.id),
    db.select().from(schema.brands).orderBy(schema.brands.id),
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
    db
      .select()
      .from(schema.coupons)
      .where(and(eq(schema.coupons.couponType, "store_wise"), eq(schema.coupons.status, 1))),
    db.select().from(schema.settings),
    db
      .select({ storeId: schema.items.storeId, value: count() })
      .from(schema.items)
      .where(eq(schema.items.status, 1))
      .groupBy(schema.items.storeId),
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
    db
      .select({
        categoryId: schema.items.categoryId,
        storeId: schema.items.storeId,
        value: count(),
      })
      .from(schema.items)
      .where(eq(schema.items.status, 1))
      .groupBy(schema.items.categoryId, schema.items.storeId),
  ]);
  const childrenOf = new Map<number, number[]>();
  for (const category of categories) {
    if (category.parentId === 0) continue;
    childrenOf.set(category.parentId, [...(childrenOf.get(category.parentId) ?? []), category.id]);
  }
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
    itemCountByStore: new Map(itemCounts.map((row) => [row.storeId, row.value])),
    categoryStoreCounts,
    campaignCountByStore: new Map(campaignCounts.map((row) => [row.storeId, row.value])),
  };
}

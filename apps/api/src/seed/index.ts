import type { PgTable } from "drizzle-orm/pg-core";
import { count, sql } from "drizzle-orm";

import type { Db } from "../db/client";
import * as schema from "../db/schema";
import { buildDemoData } from "./build";
import { seedCustomers } from "./customers";
import { buildSettings } from "./settings";

async function insertAll(db: Db, table: PgTable, rows: Record<string, unknown>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 500) {
    await db.insert(table).values(rows.slice(start, start + 500));
  }
}

/** Tables with a serial id whose sequence must follow the explicit ids the seed writes. */
const serialTables = [
  "modules",
  "zones",
  "places",
  "categories",
  "brands",
  "common_conditions",
  "stores",
  "store_schedules",
  "add_ons",
  "items",
  "item_campaigns",
  "reviews",
  "campaigns",
  "campaign_stores",
  "flash_sales",
  "flash_sale_items",
  "banners",
  "coupons",
  "cash_backs",
  "advertisements",
  "parcel_categories",
  "vehicles",
  "tip_amounts",
  "testimonials",
  "subscription_packages",
  "translations",
];

/** The start of the UTC day of `now`: the seed is the same all day, so a seeded database can be reused. */
export function seedAnchor(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/**
 * For a demo database seeded before the `translations` table existed (migration 0013): writes the seed's
 * translations when the table is empty and the items are still the seed's (same ids and names).
 * Answers whether it wrote them.
 */
export async function backfillTranslations(db: Db, now: Date): Promise<boolean> {
  const [existing] = await db.select({ value: count() }).from(schema.translations);
  if ((existing?.value ?? 0) > 0) return false;
  const data = buildDemoData(seedAnchor(now));
  const stored = new Map(
    (await db.select({ id: schema.items.id, name: schema.items.name }).from(schema.items)).map(
      (row) => [row.id, row.name],
    ),
  );
  if (stored.size === 0 || data.items.some((item) => stored.get(item.id ?? 0) !== item.name))
    return false;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await insertAll(t, schema.translations, data.translations);
    await t.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('translations', 'id'), coalesce((select max(id) from "translations"), 0) + 1, false)`,
      ),
    );
  });
  return true;
}

/**
 * For a demo database seeded before the `subscription_packages` table existed (migration 0016): writes the
 * seed's packages when the table is empty. Answers whether it wrote them.
 */
export async function backfillSubscriptionPackages(db: Db, now: Date): Promise<boolean> {
  const [existing] = await db.select({ value: count() }).from(schema.subscriptionPackages);
  if ((existing?.value ?? 0) > 0) return false;
  const data = buildDemoData(seedAnchor(now));
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await insertAll(t, schema.subscriptionPackages, data.subscriptionPackages);
    await t.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('subscription_packages', 'id'), coalesce((select max(id) from "subscription_packages"), 0) + 1, false)`,
      ),
    );
  });
  return true;
}

/** Writes the deterministic demo data set in one transaction, dated from the start of `now`'s UTC day. */
export async function seedDemo(db: Db, now: Date): Promise<void> {
  const data = buildDemoData(seedAnchor(now));
  const { settings } = buildSettings();
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await insertAll(t, schema.modules, data.modules);
    await insertAll(t, schema.zones, data.zones);
    await insertAll(t, schema.moduleZones, data.moduleZones);
    await insertAll(t, schema.places, data.places);
    await insertAll(t, schema.categories, data.categories);
    await insertAll(t, schema.brands, data.brands);
    await insertAll(t, schema.commonConditions, data.commonConditions);
    await insertAll(t, schema.stores, data.stores);
    await insertAll(t, schema.storeSchedules, data.storeSchedules);
    await insertAll(t, schema.addOns, data.addOns);
    await insertAll(t, schema.items, data.items);
    await insertAll(t, schema.itemCampaigns, data.itemCampaigns);
    await insertAll(t, schema.reviews, data.reviews);
    await insertAll(t, schema.campaigns, data.campaigns);
    await insertAll(t, schema.campaignStores, data.campaignStores);
    await insertAll(t, schema.flashSales, data.flashSales);
    await insertAll(t, schema.flashSaleItems, data.flashSaleItems);
    await insertAll(t, schema.banners, data.banners);
    await insertAll(t, schema.coupons, data.coupons);
    await insertAll(t, schema.cashbacks, data.cashbacks);
    await insertAll(t, schema.advertisements, data.advertisements);
    await insertAll(t, schema.parcelCategories, data.parcelCategories);
    await insertAll(t, schema.vehicles, data.vehicles);
    await insertAll(t, schema.tipAmounts, data.tipAmounts);
    await insertAll(t, schema.testimonials, data.testimonials);
    await insertAll(t, schema.subscriptionPackages, data.subscriptionPackages);
    await insertAll(t, schema.moduleContents, data.moduleContents);
    await insertAll(t, schema.translations, data.translations);
    await insertAll(
      t,
      schema.settings,
      // Wrapped in { value }: drizzle re-parses a top-level JSON string on read ("24" would become 24).
      Object.entries(settings).map(([key, value]) => ({ key, value: { value: value ?? null } })),
    );
    for (const table of serialTables) {
      await t.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from "${table}"), 0) + 1, false)`,
        ),
      );
    }
    await seedCustomers(t, data.zones[0]?.id ?? 1);
  });
}

import type { PgTable } from "drizzle-orm/pg-core";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { TestDatabase } from "../test/test-db";
import { isStoreOpen } from "../catalog/store-hours";
import * as schema from "../db/schema";
import { createTestDatabase } from "../test/test-db";
import { buildDemoData } from "./build";

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.dispose();
});

const total = async (table: PgTable) => {
  const [row] = await test.database.db.select({ value: count() }).from(table);
  return row?.value ?? 0;
};

describe("demo seed", () => {
  it("is deterministic for a given instant", () => {
    const now = new Date("2026-11-21T12:00:00Z");
    expect(JSON.stringify(buildDemoData(now))).toBe(JSON.stringify(buildDemoData(now)));
  });

  it("has five modules, three zones, 40+ stores and 400+ items", async () => {
    expect(await total(schema.modules)).toBe(5);
    expect(await total(schema.zones)).toBe(3);
    expect(await total(schema.stores)).toBeGreaterThanOrEqual(40);
    expect(await total(schema.items)).toBeGreaterThanOrEqual(400);
  });

  it("covers every kind of item the storefront shows", async () => {
    const { db } = test.database;
    const [flags] = await db
      .select({
        multiFood: sql<number>`count(*) filter (where ${schema.items.foodVariations} @> '[{"type":"multi"}]')`,
        requiredFood: sql<number>`count(*) filter (where ${schema.items.foodVariations} @> '[{"required":"on"}]')`,
        withAddOns: sql<number>`count(*) filter (where jsonb_array_length(${schema.items.addOns}) > 0)`,
        withVariations: sql<number>`count(*) filter (where jsonb_array_length(${schema.items.variations}) > 0)`,
        prescription: sql<number>`count(*) filter (where ${schema.items.isPrescriptionRequired} = 1)`,
        generic: sql<number>`count(*) filter (where jsonb_array_length(${schema.items.genericName}) > 0)`,
        halal: sql<number>`count(*) filter (where ${schema.items.isHalal} = 1)`,
        organic: sql<number>`count(*) filter (where ${schema.items.organic} = 1)`,
        veg: sql<number>`count(*) filter (where ${schema.items.veg} = 1)`,
        nonVeg: sql<number>`count(*) filter (where ${schema.items.veg} = 0 and ${schema.items.moduleId} = 4)`,
        maxQty: sql<number>`count(*) filter (where ${schema.items.maximumCartQuantity} is not null)`,
        outOfStock: sql<number>`count(*) filter (where ${schema.items.stock} = 0 and ${schema.items.moduleId} <> 4)`,
      })
      .from(schema.items);
    for (const [key, value] of Object.entries(flags ?? {})) {
      expect(Number(value), key).toBeGreaterThan(0);
    }
  });

  it("has banners of every type and an inactive store", async () => {
    const { db } = test.database;
    const types = await db.selectDistinct({ type: schema.banners.type }).from(schema.banners);
    expect(types.map((row) => row.type).sort()).toEqual(["default", "item_wise", "store_wise"]);
    expect(
      (await db.select().from(schema.stores).where(eq(schema.stores.active, false))).length,
    ).toBeGreaterThan(0);
  });

  it("keeps a store of every catalogue module open in every zone at any hour, others closed at night", async () => {
    const { db } = test.database;
    const stores = await db.select().from(schema.stores);
    const schedules = await db.select().from(schema.storeSchedules);
    const modules = await db.select().from(schema.modules);
    const catalogueModules = modules.filter((module) => module.moduleType !== "parcel");
    const openAt = (now: Date, moduleId: number, zoneId: number) =>
      stores
        .filter((store) => store.moduleId === moduleId && store.zoneId === zoneId)
        .map((store) =>
          isStoreOpen(
            store,
            schedules.filter((row) => row.storeId === store.id),
            now,
          ),
        );
    // A Saturday (the day one store per module is closed) and a Wednesday, at 02:00, 07:30 and 23:45 UTC.
    for (const instant of [
      "2026-11-28T02:00:00Z",
      "2026-12-02T07:30:00Z",
      "2026-12-02T23:45:00Z",
    ]) {
      for (const module of catalogueModules) {
        for (let zoneId = 1; zoneId <= 3; zoneId += 1) {
          const open = openAt(new Date(instant), module.id, zoneId);
          expect(
            open.includes(true),
            `${module.moduleType} zone ${String(zoneId)} ${instant}`,
          ).toBe(true);
        }
        const night = [1, 2, 3].flatMap((zoneId) => openAt(new Date(instant), module.id, zoneId));
        expect(night.includes(false), `${module.moduleType} ${instant}`).toBe(true);
      }
    }
  });

  it("moves the id sequences past the seeded rows", async () => {
    const { db } = test.database;
    const [row] = await db
      .insert(schema.commonConditions)
      .values({ name: "Sequence check" })
      .returning({ id: schema.commonConditions.id });
    expect(row?.id).toBeGreaterThan(8);
  });
});

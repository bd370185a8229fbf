import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Reference } from "../catalog/reference";
import type { Db } from "../db/client";
import type { StockLine } from "./stock";
import { getReference } from "../catalog/reference";
import { flashSaleItems, itemCampaigns, items } from "../db/schema";
import { testNow } from "../test/fixed-clock";
import { createTestApp } from "../test/test-db";
import { giveStock, takeStock } from "./stock";

let setup: Awaited<ReturnType<typeof createTestApp>>;
let ref: Reference;
let db: Db;

beforeAll(async () => {
  setup = await createTestApp();
  db = setup.database.db;
  ref = await getReference(db, testNow);
});
afterAll(async () => {
  await setup.dispose();
});

/** Takes in a transaction, as placing does (a refusal takes nothing). */
const take = (lines: StockLine[]) =>
  db.transaction(async (tx) => takeStock(tx as unknown as Db, lines, ref));

const itemRow = async (id: number) => {
  const [row] = await db.select().from(items).where(eq(items.id, id));
  if (!row) throw new Error("item missing");
  return row;
};

describe("order stock", () => {
  it("adds ordered quantities to the running flash sale's sold count and gives them back", async () => {
    const flash = [...ref.flashItems.values()].find((row) => row.availableStock >= 2);
    if (!flash) throw new Error("no running flash-sale item with stock");
    const [before] = await db.select().from(flashSaleItems).where(eq(flashSaleItems.id, flash.id));
    const line: StockLine = {
      model: "Item",
      id: flash.itemId,
      tracked: false,
      variationType: null,
      quantity: 2,
    };
    expect((await take([line])).flashIds).toEqual([flash.id]);
    const [after] = await db.select().from(flashSaleItems).where(eq(flashSaleItems.id, flash.id));
    expect(after?.sold).toBe((before?.sold ?? 0) + 2);
    expect(after?.availableStock).toBe((before?.availableStock ?? 0) - 2);
    await giveStock(db, [line], ref);
    const [back] = await db.select().from(flashSaleItems).where(eq(flashSaleItems.id, flash.id));
    expect(back?.sold).toBe(before?.sold);
    expect(back?.availableStock).toBe(before?.availableStock);
  });

  it("refuses more than the item's stock and leaves the stock as it was", async () => {
    const [item] = await db.select().from(items).where(eq(items.moduleId, 1));
    if (!item) throw new Error("no grocery item");
    await db.update(items).set({ stock: 2 }).where(eq(items.id, item.id));
    const line: StockLine = {
      model: "Item",
      id: item.id,
      tracked: true,
      variationType: null,
      quantity: 3,
    };
    await expect(take([line])).rejects.toMatchObject({ status: 403 });
    expect((await itemRow(item.id)).stock).toBe(2);
    expect((await take([{ ...line, quantity: 2 }])).itemIds).toEqual([item.id]);
    expect((await itemRow(item.id)).stock).toBe(0);
  });

  it("takes a non-food variation's stock with the item's and gives both back", async () => {
    const [item] = await db
      .select()
      .from(items)
      .where(
        sql`${items.moduleId} <> 4 and jsonb_array_length(${items.variations}) >= 2 and (${items.variations}->1->>'stock')::int >= 3`,
      )
      .limit(1);
    if (!item) throw new Error("no item with variations");
    const variation = item.variations[1];
    if (!variation) throw new Error("no second variation");
    const line: StockLine = {
      model: "Item",
      id: item.id,
      tracked: true,
      variationType: variation.type,
      quantity: 2,
    };
    await take([line]);
    const after = await itemRow(item.id);
    expect(after.stock).toBe(item.stock - 2);
    expect(after.variations[1]?.stock).toBe(variation.stock - 2);
    expect(after.variations[0]).toEqual(item.variations[0]);
    // More than the variation holds: refused, nothing taken.
    await expect(take([{ ...line, quantity: variation.stock }])).rejects.toMatchObject({
      status: 403,
    });
    expect((await itemRow(item.id)).variations[1]?.stock).toBe(variation.stock - 2);
    await giveStock(db, [line], ref);
    const back = await itemRow(item.id);
    expect(back.stock).toBe(item.stock);
    expect(back.variations).toEqual(item.variations);
  });

  it("takes campaign item stock and gives it back", async () => {
    const [campaign] = await db
      .select()
      .from(itemCampaigns)
      .where(sql`${itemCampaigns.stock} >= 5 and ${itemCampaigns.moduleId} <> 4`)
      .limit(1);
    if (!campaign) throw new Error("no non-food campaign item");
    const line: StockLine = {
      model: "ItemCampaign",
      id: campaign.id,
      tracked: true,
      variationType: null,
      quantity: 3,
    };
    expect((await take([line])).campaignIds).toEqual([campaign.id]);
    const stockOf = async () =>
      (await db.select().from(itemCampaigns).where(eq(itemCampaigns.id, campaign.id)))[0]?.stock;
    expect(await stockOf()).toBe(campaign.stock - 3);
    await giveStock(db, [line], ref);
    expect(await stockOf()).toBe(campaign.stock);
  });

  it("never takes stock below zero when orders race for it", async () => {
    const [item] = await db
      .select()
      .from(items)
      .where(
        sql`${items.moduleId} <> 4 and jsonb_array_length(${items.variations}) = 0 and ${items.id} > 5`,
      )
      .limit(1);
    if (!item) throw new Error("no plain item");
    await db.update(items).set({ stock: 7 }).where(eq(items.id, item.id));
    const line: StockLine = {
      model: "Item",
      id: item.id,
      tracked: true,
      variationType: null,
      quantity: 1,
    };
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => take([line])));
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(7);
    expect((await itemRow(item.id)).stock).toBe(0);
  });
});

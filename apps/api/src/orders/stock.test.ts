import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { View } from "../catalog/view";
import { getReference, invalidateReference } from "../catalog/reference";
import { flashSaleItems, items } from "../db/schema";
import { testNow } from "../test/fixed-clock";
import { createTestApp } from "../test/test-db";
import { returnStock, takeStock } from "./stock";

let setup: Awaited<ReturnType<typeof createTestApp>>;
let view: View;

beforeAll(async () => {
  setup = await createTestApp();
  view = {
    ref: await getReference(setup.database.db, testNow),
    now: testNow,
    publicUrl: "http://localhost",
    latitude: null,
    longitude: null,
  };
});
afterAll(async () => {
  await setup.dispose();
});

const flashRow = async (id: number) => {
  const [row] = await setup.database.db
    .select()
    .from(flashSaleItems)
    .where(eq(flashSaleItems.id, id));
  return row;
};

describe("order stock", () => {
  it("adds ordered quantities to the running flash sale's sold count and returns them on cancel", async () => {
    const flash = [...view.ref.flashItems.values()].find((row) => row.availableStock >= 2);
    if (!flash) throw new Error("no running flash-sale item with stock");
    const [item] = await setup.database.db.select().from(items).where(eq(items.id, flash.itemId));
    if (!item) throw new Error("flash item missing");
    const before = await flashRow(flash.id);
    const line = {
      itemId: flash.itemId,
      isCampaign: false,
      hasVariation: false,
      moduleType: "food",
      quantity: 2,
    };
    expect(await takeStock(setup.database.db, view, [line])).toEqual({
      items: false,
      flashSales: true,
    });
    const after = await flashRow(flash.id);
    expect(after?.sold).toBe((before?.sold ?? 0) + 2);
    expect(after?.availableStock).toBe((before?.availableStock ?? 0) - 2);
    await returnStock(setup.database.db, [{ ...line, hasVariation: false }], view);
    const back = await flashRow(flash.id);
    expect(back?.sold).toBe(before?.sold);
    expect(back?.availableStock).toBe(before?.availableStock);
    invalidateReference(setup.database.db);
  });

  it("refuses more than the item's stock and leaves the stock as it was", async () => {
    const [item] = await setup.database.db.select().from(items).where(eq(items.moduleId, 1));
    if (!item) throw new Error("no grocery item");
    await setup.database.db.update(items).set({ stock: 2 }).where(eq(items.id, item.id));
    const line = {
      itemId: item.id,
      isCampaign: false,
      hasVariation: false,
      moduleType: "grocery",
      quantity: 3,
    };
    await expect(takeStock(setup.database.db, view, [line])).rejects.toMatchObject({ status: 403 });
    expect(await takeStock(setup.database.db, view, [{ ...line, quantity: 2 }])).toMatchObject({
      items: true,
    });
    const [row] = await setup.database.db
      .select({ stock: items.stock })
      .from(items)
      .where(eq(items.id, item.id));
    expect(row?.stock).toBe(0);
  });
});

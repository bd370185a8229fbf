import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { cartLineSchema, itemSchema } from "@marketplace/api-client";

import type { View } from "../../catalog/view";
import type { CartLineRow } from "./cart-line";
import { guestOwner } from "../../accounts/owner";
import { getReference } from "../../catalog/reference";
import { items } from "../../db/schema";
import { testNow } from "../../test/fixed-clock";
import { createTestApp } from "../../test/test-db";
import { plainGroceryItem, variedLimitedItem } from "../fixtures";
import { typedCartLine, wireCartLine } from "./cart-line";
import { checkChoice, lineFields } from "./cart-service";
import { entryOf, loadEntries, updateEntries } from "./catalog-entry";

let setup: Awaited<ReturnType<typeof createTestApp>>;
let view: View;
beforeAll(async () => {
  setup = await createTestApp();
  view = {
    ref: await getReference(setup.database.db, testNow),
    now: testNow,
    publicUrl: "http://api.test",
    latitude: null,
    longitude: null,
  };
});
afterAll(async () => {
  await setup.dispose();
});

async function entryFor(id: number) {
  const entries = await loadEntries(setup.database.db, view, [{ model: "Item", id }]);
  const entry = entryOf(entries, "Item", id);
  if (!entry) throw new Error("no entry");
  return entry;
}

function rowFor(entry: Awaited<ReturnType<typeof entryFor>>, variation: unknown[]): CartLineRow {
  const choice = checkChoice(entry, { quantity: 2, variation: variation as never }, 2);
  return {
    id: 7,
    ...lineFields(guestOwner(42), entry, choice, 2),
    createdAt: "2026-11-21 10:00:00",
    updatedAt: "2026-11-21 10:00:00",
  };
}

describe("typed cart lines and cached entries", () => {
  it("a line of an item without food variations or add-ons equals the whole line parsed", async () => {
    const entry = await entryFor((await plainGroceryItem(setup.database.db)).id);
    const row = rowFor(entry, []);
    expect(typedCartLine(row, entry)).toEqual(cartLineSchema.parse(wireCartLine(row, entry)));
  });

  it("a restocked entry's typed item equals its new wire item parsed", async () => {
    const item = await variedLimitedItem(setup.database.db);
    const entry = await entryFor(item.id);
    expect(entry.item.id).toBe(item.id); // parsed before the change
    const variations = (item.variations as { type: string; stock?: number }[]).map((value) => ({
      ...value,
      stock: 1,
    }));
    updateEntries(view.ref, { itemIds: [item.id], campaignIds: [] }, [
      { model: "Item", id: item.id, stock: variations.length, variations },
    ]);
    const after = await entryFor(item.id);
    expect(after).not.toBe(entry);
    expect(after.wire.stock).toBe(variations.length);
    expect(after.item).toEqual(itemSchema.parse(after.wire));
    const [stored] = await setup.database.db.select().from(items).where(eq(items.id, item.id));
    expect(stored?.stock).toBe(item.stock);
  });
});

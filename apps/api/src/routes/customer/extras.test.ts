import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";

import {
  itemSchema,
  messageResponseSchema,
  notificationSchema,
  profileSchema,
  storeSchema,
} from "@marketplace/api-client";

import type { ItemRow } from "../../orders/fixtures";
import { getReference } from "../../catalog/reference";
import { categories } from "../../db/schema";
import { openStoreItems, sameStore } from "../../orders/fixtures";
import { call, signIn } from "../../orders/testing";
import { testNow } from "../../test/fixed-clock";
import { createTestApp } from "../../test/test-db";

let setup: Awaited<ReturnType<typeof createTestApp>>;
let demo: string;
let item: ItemRow;
let zoneId = 0;
const moduleId = 3;

beforeAll(async () => {
  setup = await createTestApp();
  demo = await signIn(setup.app);
  const found = sameStore(await openStoreItems(setup.database.db, testNow, moduleId))[0];
  if (!found) throw new Error("no item");
  item = found;
  const store = (await getReference(setup.database.db, testNow)).stores.get(item.storeId);
  zoneId = store?.zoneId ?? 0;
  await call(setup.app, "POST", "customer/cart/add", {
    moduleId,
    token: demo,
    body: { item_id: item.id, model: "Item", price: item.price, quantity: 1 },
  });
  await call(setup.app, "POST", "customer/order/place", {
    moduleId,
    token: demo,
    body: {
      order_amount: 0,
      payment_method: "cash_on_delivery",
      order_type: "take_away",
      store_id: item.storeId,
      latitude: store?.latitude,
      longitude: store?.longitude,
    },
  });
});
afterAll(async () => {
  await setup.dispose();
});

describe("customer extras", () => {
  it("visit-again lists the stores the customer ordered from, with items", async () => {
    const result = await call(setup.app, "GET", "customer/visit-again", {
      token: demo,
      moduleId,
      zoneIds: [zoneId],
    });
    const stores = z.array(storeSchema.extend({ items: z.array(itemSchema) })).parse(result.body);
    expect(stores.map((store) => store.id)).toEqual([item.storeId]);
    expect(stores[0]?.items.length).toBeGreaterThan(0);
  });

  it("suggests items from the chosen interests", async () => {
    const saved = await call(setup.app, "POST", "customer/update-interest", {
      token: demo,
      body: { interest: [item.categoryId] },
    });
    expect(messageResponseSchema.parse(saved.body).message).toBeTruthy();
    const result = await call(setup.app, "GET", "customer/suggested-items", {
      token: demo,
      moduleId,
      zoneIds: [zoneId],
    });
    const suggested = z.array(itemSchema).parse(result.body);
    expect(suggested.length).toBeGreaterThan(0);
    expect(suggested.length).toBeLessThanOrEqual(5);
    expect(suggested.every((entry) => entry.category_id === item.categoryId)).toBe(true);
  });

  it("keeps each module's interests and lists their modules in selected_modules_for_interest", async () => {
    const [grocery] = await setup.database.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.moduleId, 1))
      .limit(1);
    if (!grocery) throw new Error("no grocery category");
    const save = (module: number, interest: number[]) =>
      call(setup.app, "POST", "customer/update-interest", {
        token: demo,
        moduleId: module,
        body: { interest },
      });
    const modulesOf = async () =>
      profileSchema.parse((await call(setup.app, "GET", "customer/info", { token: demo })).body)
        .selected_modules_for_interest;
    await save(moduleId, [item.categoryId]);
    expect(await modulesOf()).toEqual([moduleId]);
    // Another module's choice is added to, not written over, the first one's.
    await save(1, [grocery.id]);
    expect(await modulesOf()).toEqual([1, moduleId].sort((a, b) => a - b));
    // Choosing nothing in a module clears that module's interests only.
    await save(moduleId, []);
    expect(await modulesOf()).toEqual([1]);
  });

  it("notifies order updates and summarises running orders", async () => {
    const notes = z
      .array(notificationSchema)
      .parse(
        (await call(setup.app, "GET", "customer/notifications", { token: demo, zoneIds: [zoneId] }))
          .body,
      );
    expect(notes[0]?.description).toBe("Your order is pending.");
    const running = await call(setup.app, "GET", "customer/order/all-running-orders", {
      token: demo,
    });
    expect(running.body).toMatchObject({ data: [{ order_type: "order", status: "pending" }] });
    const automated = await call(setup.app, "GET", "customer/automated-message");
    expect(automated.body).toMatchObject({ total_size: 4, limit: 25, offset: 1 });
  });
});

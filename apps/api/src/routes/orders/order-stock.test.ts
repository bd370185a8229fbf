import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { orderPlaceResponseSchema } from "@marketplace/api-client";

import type { ItemRow } from "../../orders/fixtures";
import { getReference } from "../../catalog/reference";
import { isStoreOpen } from "../../catalog/store-hours";
import { items, orders } from "../../db/schema";
import { paymentWindowSteps, stepOrderLife } from "../../orders/life";
import { call, newGuest } from "../../orders/testing";
import { testNow } from "../../test/fixed-clock";
import { createTestApp } from "../../test/test-db";

/** Variation stock through the routes: placing takes it, failed payments and cancels give it back. */
let setup: Awaited<ReturnType<typeof createTestApp>>;
let item: ItemRow;
let destination: { latitude: number; longitude: number };

beforeAll(async () => {
  setup = await createTestApp();
  const { db } = setup.database;
  const ref = await getReference(db, testNow);
  const candidates = await db
    .select()
    .from(items)
    .where(
      and(
        eq(items.status, 1),
        sql`${items.moduleId} <> 4 and jsonb_array_length(${items.variations}) >= 2`,
        eq(items.isPrescriptionRequired, 0),
      ),
    )
    .orderBy(items.id);
  const found = candidates.find((row) => {
    const store = ref.stores.get(row.storeId);
    return (
      store !== undefined &&
      store.delivery &&
      store.minimumOrder === 0 &&
      isStoreOpen(store, ref.schedules.get(store.id), testNow)
    );
  });
  if (!found) throw new Error("no open item with variations");
  // A known stock: 6 of the second variation (the item's stock is the sum of its variations').
  const variations = found.variations.map((variation, index) => ({
    ...variation,
    stock: index === 1 ? 6 : variation.stock,
  }));
  const stock = variations.reduce((sum, variation) => sum + variation.stock, 0);
  await db
    .update(items)
    .set({ variations, stock, maximumCartQuantity: null })
    .where(eq(items.id, found.id));
  item = { ...found, variations, stock, maximumCartQuantity: null };
  const store = ref.stores.get(found.storeId);
  destination = {
    latitude: (store?.latitude ?? 0) + 0.004,
    longitude: (store?.longitude ?? 0) + 0.003,
  };
});
afterAll(async () => {
  await setup.dispose();
});

const second = () => {
  const variation = item.variations[1];
  if (!variation) throw new Error("no second variation");
  return variation;
};

async function stockNow() {
  const [row] = await setup.database.db.select().from(items).where(eq(items.id, item.id));
  return { item: row?.stock, variation: row?.variations[1]?.stock };
}

async function buyNow(quantity: number, payment = "cash_on_delivery") {
  const guest = await newGuest(setup.app);
  const placed = await call(setup.app, "POST", "customer/order/place", {
    moduleId: item.moduleId,
    body: {
      order_amount: 0,
      payment_method: payment,
      order_type: "delivery",
      store_id: item.storeId,
      distance: 1,
      address: "5 Variation Road",
      ...destination,
      guest_id: guest,
      contact_person_name: "Vera Variation",
      contact_person_number: "+15551112222",
      contact_person_email: "vera@example.com",
      is_buy_now: 1,
      cart: JSON.stringify([
        {
          item_id: item.id,
          model: "Item",
          price: second().price,
          quantity,
          variation: [{ type: second().type, price: second().price, stock: second().stock }],
        },
      ]),
    },
  });
  return { guest, placed };
}

describe("variation stock on orders", () => {
  it("placing takes the variation's stock with the item's; cancel gives both back", async () => {
    const { guest, placed } = await buyNow(2);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(await stockNow()).toEqual({ item: item.stock - 2, variation: 4 });
    const orderId = orderPlaceResponseSchema.parse(placed.body).order_id;
    const canceled = await call(setup.app, "PUT", "customer/order/cancel", {
      body: { order_id: orderId, guest_id: guest, reason: "I ordered by mistake" },
    });
    expect(canceled.status).toBe(200);
    expect(await stockNow()).toEqual({ item: item.stock, variation: 6 });
  });

  it("refuses more than the variation holds with stock_out", async () => {
    const over = await buyNow(7);
    expect(over.placed.status).toBe(403);
    expect(await stockNow()).toEqual({ item: item.stock, variation: 6 });
  });

  it("concurrent orders never take the variation below zero", async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => buyNow(1)));
    expect(results.filter((result) => result.placed.status === 200)).toHaveLength(6);
    expect(await stockNow()).toEqual({ item: item.stock - 6, variation: 0 });
    // Give it all back for the next tests.
    for (const result of results.filter((entry) => entry.placed.status === 200)) {
      const orderId = orderPlaceResponseSchema.parse(result.placed.body).order_id;
      await call(setup.app, "PUT", "customer/order/cancel", {
        body: { order_id: orderId, guest_id: result.guest, reason: "I ordered by mistake" },
      });
    }
    expect(await stockNow()).toEqual({ item: item.stock, variation: 6 });
  });

  it("a failed payment gives the stock back; switching to cash on delivery takes it again", async () => {
    const { guest, placed } = await buyNow(3, "digital_payment");
    const orderId = orderPlaceResponseSchema.parse(placed.body).order_id;
    expect((await stockNow()).variation).toBe(3);
    await call(setup.app, "POST", "customer/order/demo-payment", {
      body: { order_id: orderId, guest_id: guest, outcome: "fail" },
    });
    expect(await stockNow()).toEqual({ item: item.stock, variation: 6 });
    const switched = await call(setup.app, "PUT", "customer/order/payment-method", {
      body: { order_id: orderId, guest_id: guest },
    });
    expect(switched.status).toBe(200);
    expect(await stockNow()).toEqual({ item: item.stock - 3, variation: 3 });
    // Canceling the pending order gives it back once.
    await call(setup.app, "PUT", "customer/order/cancel", {
      body: { order_id: orderId, guest_id: guest, reason: "I ordered by mistake" },
    });
    expect(await stockNow()).toEqual({ item: item.stock, variation: 6 });
  });

  it("the order life fails a digital payment left unpaid past the window and gives its stock back", async () => {
    const { placed } = await buyNow(2, "digital_payment");
    const orderId = orderPlaceResponseSchema.parse(placed.body).order_id;
    expect((await stockNow()).variation).toBe(4);
    const pace = 20_000;
    await stepOrderLife(setup.database.db, new Date(testNow.getTime() + pace), pace);
    expect((await stockNow()).variation).toBe(4);
    await stepOrderLife(
      setup.database.db,
      new Date(testNow.getTime() + pace * (paymentWindowSteps + 1)),
      pace,
    );
    const [row] = await setup.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.orderStatus).toBe("failed");
    expect(await stockNow()).toEqual({ item: item.stock, variation: 6 });
  });
});

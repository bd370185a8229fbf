import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  orderDetailsResponseSchema,
  orderPlaceResponseSchema,
  orderSchema,
  pagedOrdersSchema,
} from "@marketplace/api-client";

import type { ItemRow } from "../../orders/fixtures";
import { getReference } from "../../catalog/reference";
import { items, orders, parcelCategories } from "../../db/schema";
import { openStoreItems, sameStore } from "../../orders/fixtures";
import { stepOrderLife } from "../../orders/life";
import { call, errorCode, newGuest, signIn } from "../../orders/testing";
import { testNow } from "../../test/fixed-clock";
import { createTestApp, testEnv } from "../../test/test-db";

let setup: Awaited<ReturnType<typeof createTestApp>>;
let shopItems: ItemRow[];
let destination: { latitude: number; longitude: number };
const moduleId = 3;

beforeAll(async () => {
  setup = await createTestApp();
  shopItems = sameStore(await openStoreItems(setup.database.db, testNow, moduleId));
  // Orders take stock: a well-stocked shop, so the many orders below never run out.
  await setup.database.db
    .update(items)
    .set({ stock: 10_000 })
    .where(
      inArray(
        items.id,
        shopItems.map((item) => item.id),
      ),
    );
  const ref = await getReference(setup.database.db, testNow);
  const store = ref.stores.get(shopItems[0]?.storeId ?? 0);
  destination = {
    latitude: (store?.latitude ?? 0) + 0.004,
    longitude: (store?.longitude ?? 0) + 0.003,
  };
});
afterAll(async () => {
  await setup.dispose();
});

function firstItem(): ItemRow {
  const item = shopItems[0];
  if (!item) throw new Error("no open store item");
  return item;
}

const addLine = (guest: number, item: ItemRow, quantity = 1) =>
  call(setup.app, "POST", "customer/cart/add", {
    moduleId,
    body: { guest_id: guest, item_id: item.id, model: "Item", price: item.price, quantity },
  });

function placeBody(guest: number | null, extra: Record<string, unknown> = {}) {
  return {
    order_amount: 1,
    payment_method: "cash_on_delivery",
    order_type: "delivery",
    store_id: shopItems[0]?.storeId,
    distance: 0.1,
    address: "12 Demo Street",
    ...destination,
    ...(guest === null
      ? {}
      : {
          guest_id: guest,
          contact_person_name: "Guest Buyer",
          contact_person_number: "+15559990000",
          contact_person_email: "guest@example.com",
        }),
    ...extra,
  };
}

async function guestOrder(
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const guest = await newGuest(setup.app);
  const item = shopItems[0];
  if (!item) throw new Error("no item");
  await addLine(guest, item, 2);
  const placed = await call(setup.app, "POST", "customer/order/place", {
    moduleId,
    headers,
    body: placeBody(guest, extra),
  });
  return { guest, placed };
}

describe("customer/order/place", () => {
  it("prices the order on the server and ignores the client's order_amount", async () => {
    const { placed } = await guestOrder({ order_amount: 0.01 });
    expect(placed.status).toBe(200);
    const answer = orderPlaceResponseSchema.parse(placed.body);
    expect(answer.total_ammount).toBeGreaterThan(1);
    const [row] = await setup.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, answer.order_id));
    expect(row?.orderAmount).toBe(answer.total_ammount);
    // The distance is the server's (store → destination, about 0.5 km), not the client's 0.1.
    expect(row?.distance).toBeGreaterThan(0.3);
    expect(row?.distance).toBeLessThan(0.8);
  });

  it("refuses an empty cart", async () => {
    const guest = await newGuest(setup.app);
    const result = await call(setup.app, "POST", "customer/order/place", {
      moduleId,
      body: placeBody(guest),
    });
    expect(result.status).toBe(403);
    expect(errorCode(result.body)).toBe("cart");
  });

  it("answers the same order to 20 concurrent requests with one Idempotency-Key", async () => {
    const guest = await newGuest(setup.app);
    await addLine(guest, firstItem());
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(setup.app, "POST", "customer/order/place", {
          moduleId,
          headers: { "idempotency-key": `key-${String(guest)}` },
          body: placeBody(guest),
        }),
      ),
    );
    const ids = new Set(
      results.map((result) => orderPlaceResponseSchema.parse(result.body).order_id),
    );
    expect(results.every((result) => result.status === 200)).toBe(true);
    expect(ids.size).toBe(1);
    const rows = await setup.database.db
      .select()
      .from(orders)
      .where(eq(orders.ownerKey, `g:${String(guest)}`));
    expect(rows).toHaveLength(1);
  });

  it("gives 50 concurrent orders 50 distinct ids", async () => {
    const guests = await Promise.all(Array.from({ length: 50 }, () => newGuest(setup.app)));
    await Promise.all(guests.map((guest) => addLine(guest, firstItem())));
    const results = await Promise.all(
      guests.map((guest) =>
        call(setup.app, "POST", "customer/order/place", { moduleId, body: placeBody(guest) }),
      ),
    );
    expect(results.map((result) => result.status)).toEqual(guests.map(() => 200));
    const ids = new Set(
      results.map((result) => orderPlaceResponseSchema.parse(result.body).order_id),
    );
    expect(ids.size).toBe(50);
  });

  it("refuses wallet payment for guests and a balance that is too low", async () => {
    const { placed } = await guestOrder({ payment_method: "wallet" });
    expect(placed.status).toBe(403);
  });
});

describe("stock", () => {
  const stockOf = async (itemId: number) => {
    const [row] = await setup.database.db
      .select({ stock: items.stock })
      .from(items)
      .where(eq(items.id, itemId));
    return row?.stock;
  };
  const shownStock = async (itemId: number) => {
    const shown = await call(setup.app, "GET", `items/details/${String(itemId)}`, { moduleId });
    return (shown.body as { stock?: unknown }).stock;
  };

  it("placing takes the ordered quantity (the catalogue shows it at once), cancelling returns it", async () => {
    const item = shopItems[1] ?? firstItem();
    await setup.database.db.update(items).set({ stock: 3 }).where(eq(items.id, item.id));
    expect(await shownStock(item.id)).toBe(3);
    const guest = await newGuest(setup.app);
    await addLine(guest, item, 2);
    const placed = await call(setup.app, "POST", "customer/order/place", {
      moduleId,
      body: placeBody(guest),
    });
    expect(placed.status).toBe(200);
    const orderId = orderPlaceResponseSchema.parse(placed.body).order_id;
    expect(await stockOf(item.id)).toBe(1);
    expect(await shownStock(item.id)).toBe(1);

    const buyNow = (quantity: number) =>
      placeBody(guest, {
        is_buy_now: 1,
        cart: JSON.stringify([{ item_id: item.id, model: "Item", price: item.price, quantity }]),
      });
    const tooMany = await call(setup.app, "POST", "customer/order/place", {
      moduleId,
      body: buyNow(2),
    });
    expect(tooMany.status).toBe(403);
    expect(errorCode(tooMany.body)).toBe("stock_out");
    expect(await stockOf(item.id)).toBe(1);

    const canceled = await call(setup.app, "PUT", "customer/order/cancel", {
      body: { order_id: orderId, reason: "Changed my mind", guest_id: guest },
    });
    expect(canceled.status).toBe(200);
    expect(await stockOf(item.id)).toBe(3);
    expect(await shownStock(item.id)).toBe(3);
    await setup.database.db.update(items).set({ stock: 10_000 }).where(eq(items.id, item.id));
  });
});

describe("order reading and ownership", () => {
  it("lists, details and tracks the owner's order; refuses everyone else", async () => {
    const { guest, placed } = await guestOrder();
    const orderId = orderPlaceResponseSchema.parse(placed.body).order_id;
    const running = await call(
      setup.app,
      "GET",
      `customer/order/running-orders?limit=10&offset=1&guest_id=${String(guest)}`,
      { moduleId },
    );
    expect(pagedOrdersSchema.parse(running.body).orders.map((order) => order.id)).toEqual([
      orderId,
    ]);
    const details = await call(
      setup.app,
      "GET",
      `customer/order/details?order_id=${String(orderId)}&guest_id=${String(guest)}`,
      { moduleId },
    );
    const rows = orderDetailsResponseSchema.parse(details.body);
    expect(Array.isArray(rows) && rows[0]?.quantity).toBe(2);
    const track = await call(
      setup.app,
      "GET",
      `customer/order/track?order_id=${String(orderId)}&guest_id=${String(guest)}`,
      { moduleId },
    );
    expect(orderSchema.parse(track.body)).toMatchObject({ id: orderId, order_status: "pending" });
    const byContact = await call(
      setup.app,
      "GET",
      `customer/order/track?order_id=${String(orderId)}&contact_number=15559990000`,
    );
    expect(byContact.status).toBe(200);

    const intruder = await newGuest(setup.app);
    const token = await signIn(setup.app);
    const attempts = await Promise.all([
      call(
        setup.app,
        "GET",
        `customer/order/details?order_id=${String(orderId)}&guest_id=${String(intruder)}`,
        { moduleId },
      ),
      call(setup.app, "GET", `customer/order/details?order_id=${String(orderId)}`, {
        moduleId,
        token,
      }),
      call(
        setup.app,
        "GET",
        `customer/order/track?order_id=${String(orderId)}&guest_id=${String(intruder)}`,
      ),
      call(
        setup.app,
        "GET",
        `customer/order/track?order_id=${String(orderId)}&contact_number=15550000000`,
      ),
      call(setup.app, "PUT", "customer/order/cancel", {
        body: { order_id: orderId, reason: "x", guest_id: intruder },
      }),
      call(setup.app, "PUT", "customer/order/cancel", {
        token,
        body: { order_id: orderId, reason: "x" },
      }),
      call(setup.app, "PUT", "customer/order/payment-method", {
        token,
        body: { order_id: orderId },
      }),
    ]);
    const missing = await call(
      setup.app,
      "GET",
      `customer/order/track?order_id=99999999&guest_id=${String(intruder)}`,
    );
    for (const attempt of attempts) {
      expect(attempt.status).toBe(404);
      expect(attempt.body).toEqual(missing.body);
    }
    const intruderList = await call(
      setup.app,
      "GET",
      `customer/order/running-orders?limit=10&offset=1&guest_id=${String(intruder)}`,
    );
    expect(pagedOrdersSchema.parse(intruderList.body).orders).toEqual([]);
  });

  it("cancels a pending order with a reason, and not after confirmation", async () => {
    const first = await guestOrder();
    const firstId = orderPlaceResponseSchema.parse(first.placed.body).order_id;
    const cancel = await call(setup.app, "PUT", "customer/order/cancel", {
      body: { order_id: firstId, reason: "Order payment canceled", guest_id: first.guest },
    });
    expect(cancel.status).toBe(200);
    const history = await call(
      setup.app,
      "GET",
      `customer/order/list?limit=10&offset=1&guest_id=${String(first.guest)}`,
    );
    expect(pagedOrdersSchema.parse(history.body).orders[0]).toMatchObject({
      order_status: "canceled",
    });

    const second = await guestOrder();
    const secondId = orderPlaceResponseSchema.parse(second.placed.body).order_id;
    await stepOrderLife(setup.database.db, new Date(testNow.getTime() + 60_000), 20_000);
    const late = await call(setup.app, "PUT", "customer/order/cancel", {
      body: { order_id: secondId, reason: "Too late", guest_id: second.guest },
    });
    expect(late.status).toBe(403);
  });
});

describe("order life", () => {
  it("moves a demo order to delivered with a courier moving towards the customer", async () => {
    const { guest, placed } = await guestOrder();
    const orderId = orderPlaceResponseSchema.parse(placed.body).order_id;
    const pace = testEnv.orderLifePaceMs;
    const seen: string[] = [];
    for (let step = 1; step <= 4; step += 1) {
      await stepOrderLife(setup.database.db, new Date(testNow.getTime() + step * pace), pace);
      const [row] = await setup.database.db.select().from(orders).where(eq(orders.id, orderId));
      seen.push(row?.orderStatus ?? "");
    }
    expect(seen).toEqual(["confirmed", "processing", "picked_up", "delivered"]);
    const track = await call(
      setup.app,
      "GET",
      `customer/order/track?order_id=${String(orderId)}&guest_id=${String(guest)}`,
    );
    const order = orderSchema.parse(track.body);
    expect(order.delivery_man).toMatchObject({
      lat: destination.latitude,
      lng: destination.longitude,
    });
  });
});

describe("digital payment (demo gateway)", () => {
  it("a failed payment can switch to cash on delivery; a paid one starts moving", async () => {
    const failed = await guestOrder({ payment_method: "digital_payment" });
    const failedId = orderPlaceResponseSchema.parse(failed.placed.body).order_id;
    const fail = await call(
      setup.app,
      "GET",
      `customer/order/demo-payment?order_id=${String(failedId)}&guest_id=${String(failed.guest)}&outcome=fail`,
    );
    expect(fail.body).toEqual({ order_id: failedId, payment: "fail" });
    const switched = await call(setup.app, "PUT", "customer/order/payment-method", {
      body: { order_id: failedId, guest_id: failed.guest },
    });
    expect(switched.status).toBe(200);
    const [row] = await setup.database.db.select().from(orders).where(eq(orders.id, failedId));
    expect(row).toMatchObject({ paymentMethod: "cash_on_delivery", orderStatus: "pending" });

    const paid = await guestOrder({ payment_method: "digital_payment" });
    const paidId = orderPlaceResponseSchema.parse(paid.placed.body).order_id;
    await stepOrderLife(setup.database.db, new Date(testNow.getTime() + 120_000), 20_000);
    const [waiting] = await setup.database.db.select().from(orders).where(eq(orders.id, paidId));
    expect(waiting?.orderStatus).toBe("pending");
    await call(
      setup.app,
      "GET",
      `customer/order/demo-payment?order_id=${String(paidId)}&guest_id=${String(paid.guest)}&outcome=success`,
    );
    await stepOrderLife(setup.database.db, new Date(testNow.getTime() + 240_000), 20_000);
    const [moving] = await setup.database.db.select().from(orders).where(eq(orders.id, paidId));
    expect(moving?.orderStatus).toBe("confirmed");
  });
});

describe("parcel orders", () => {
  it("prices a parcel by the server's distance and tracks it from sender to receiver", async () => {
    const [category] = await setup.database.db
      .select()
      .from(parcelCategories)
      .where(eq(parcelCategories.moduleId, 5));
    const guest = await newGuest(setup.app);
    const receiver = {
      contact_person_name: "Rita Receiver",
      contact_person_number: "+15554443333",
      address: "77 Far Street",
      latitude: destination.latitude + 0.01,
      longitude: destination.longitude,
    };
    const placed = await call(setup.app, "POST", "customer/order/place", {
      moduleId: 5,
      body: {
        order_amount: 0,
        payment_method: "cash_on_delivery",
        order_type: "parcel",
        distance: 100,
        address: "12 Sender Road",
        ...destination,
        parcel_category_id: category?.id,
        receiver_details: JSON.stringify(receiver),
        charge_payer: "sender",
        guest_id: guest,
        contact_person_name: "Sam Sender",
        contact_person_number: "+15552221111",
        contact_person_email: "sam@example.com",
      },
    });
    expect(placed.status).toBe(200);
    const orderId = orderPlaceResponseSchema.parse(placed.body).order_id;
    const [row] = await setup.database.db.select().from(orders).where(eq(orders.id, orderId));
    // About 1.1 km between sender and receiver, not the client's 100.
    expect(row?.distance).toBeGreaterThan(1);
    expect(row?.distance).toBeLessThan(1.3);
    expect(row?.deliveryCharge).toBeGreaterThan(0);
    const track = await call(
      setup.app,
      "GET",
      `customer/order/track?order_id=${String(orderId)}&guest_id=${String(guest)}`,
    );
    const order = orderSchema.parse(track.body);
    expect(order).toMatchObject({ order_type: "parcel", parcel_category: { id: category?.id } });
    expect(order.receiver_details).toMatchObject({ contact_person_name: "Rita Receiver" });
    const badReceiver = await call(setup.app, "POST", "customer/order/place", {
      moduleId: 5,
      body: {
        order_amount: 0,
        payment_method: "cash_on_delivery",
        order_type: "parcel",
        distance: 1,
        address: "x",
        ...destination,
        parcel_category_id: category?.id,
        receiver_details: "{bad",
        charge_payer: "sender",
        guest_id: guest,
        contact_person_name: "S",
        contact_person_number: "+1555",
        contact_person_email: "s@example.com",
      },
    });
    expect(badReceiver.status).toBe(403);
  });
});

describe("offline payment", () => {
  it("records the method's fields, needs the required ones, and updates them", async () => {
    // A store in a zone that takes offline payments (the seed turns them off in Northgate).
    const ref = await getReference(setup.database.db, testNow);
    const candidates = await openStoreItems(setup.database.db, testNow, moduleId);
    const item = candidates.find(
      (entry) =>
        ref.zones.find((zone) => zone.id === ref.stores.get(entry.storeId)?.zoneId)?.offlinePayment,
    );
    const store = ref.stores.get(item?.storeId ?? 0);
    if (!item || !store) throw new Error("no store in an offline-payment zone");
    const guest = await newGuest(setup.app);
    await addLine(guest, item, 1);
    const placed = await call(setup.app, "POST", "customer/order/place", {
      moduleId,
      body: placeBody(guest, {
        payment_method: "offline_payment",
        store_id: item.storeId,
        latitude: store.latitude + 0.001,
        longitude: store.longitude + 0.001,
      }),
    });
    expect(placed.status).toBe(200);
    const orderId = orderPlaceResponseSchema.parse(placed.body).order_id;
    const missing = await call(setup.app, "PUT", "customer/order/offline-payment", {
      body: { order_id: orderId, guest_id: guest, method_id: 1 },
    });
    expect(errorCode(missing.body)).toBe("transaction_id");
    const sent = await call(setup.app, "PUT", "customer/order/offline-payment", {
      body: {
        order_id: orderId,
        guest_id: guest,
        method_id: 1,
        transaction_id: "TX-1",
        customer_note: "paid",
      },
    });
    expect(sent.body).toEqual({ payment: "success" });
    const updated = await call(setup.app, "PUT", "customer/order/offline-payment-update", {
      body: { order_id: orderId, guest_id: guest, transaction_id: "TX-2" },
    });
    expect(updated.body).toEqual({ payment: "Payment_Info_Updated_successfully" });
    const track = await call(
      setup.app,
      "GET",
      `customer/order/track?order_id=${String(orderId)}&guest_id=${String(guest)}`,
    );
    expect(track.body).toMatchObject({
      offline_payment: { method_id: 1, customer_input: { transaction_id: "TX-2" } },
    });
    const intruder = await newGuest(setup.app);
    const stolen = await call(setup.app, "PUT", "customer/order/offline-payment-update", {
      body: { order_id: orderId, guest_id: intruder, transaction_id: "TX-3" },
    });
    expect(stolen.status).toBe(404);
  });
});

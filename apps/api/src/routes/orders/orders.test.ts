import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  orderDetailsResponseSchema,
  orderPlaceResponseSchema,
  orderSchema,
  pagedOrdersSchema,
} from "@marketplace/api-client";

import type { ItemRow } from "../../orders/fixtures";
import type { Shop } from "./shop";
import { items, orderDetails, orders } from "../../db/schema";
import { stepOrderLife } from "../../orders/life";
import { call, errorCode, newGuest, signIn } from "../../orders/testing";
import { testNow } from "../../test/fixed-clock";
import { testEnv } from "../../test/test-db";
import { addLine, firstItem, guestOrder, moduleId, openShop, placeBody } from "./shop";

let setup: Shop["setup"];
let shopItems: ItemRow[];
let destination: Shop["destination"];

beforeAll(async () => {
  ({ setup, shopItems, destination } = await openShop());
});
afterAll(async () => {
  await setup.dispose();
});

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

  it("answers one order to 20 concurrent buy-now requests with one Idempotency-Key", async () => {
    const guest = await newGuest(setup.app);
    const item = firstItem();
    const body = placeBody(guest, {
      is_buy_now: 1,
      cart: JSON.stringify([{ item_id: item.id, model: "Item", price: item.price, quantity: 1 }]),
    });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(setup.app, "POST", "customer/order/place", {
          moduleId,
          headers: { "idempotency-key": `buy-now-${String(guest)}` },
          body,
        }),
      ),
    );
    expect(results.map((result) => result.status)).toEqual(results.map(() => 200));
    const ids = new Set(
      results.map((result) => orderPlaceResponseSchema.parse(result.body).order_id),
    );
    expect(ids.size).toBe(1);
    const rows = await setup.database.db
      .select()
      .from(orders)
      .where(eq(orders.ownerKey, `g:${String(guest)}`));
    expect(rows).toHaveLength(1);
    const details = await setup.database.db
      .select()
      .from(orderDetails)
      .where(eq(orderDetails.orderId, rows[0]?.id ?? 0));
    expect(details).toHaveLength(1);
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

  it("concurrent buy-now orders never take an item below zero", async () => {
    const item = shopItems[2] ?? firstItem();
    await setup.database.db.update(items).set({ stock: 4 }).where(eq(items.id, item.id));
    const results = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const guest = await newGuest(setup.app);
        return call(setup.app, "POST", "customer/order/place", {
          moduleId,
          body: placeBody(guest, {
            is_buy_now: 1,
            cart: JSON.stringify([
              { item_id: item.id, model: "Item", price: item.price, quantity: 1 },
            ]),
          }),
        });
      }),
    );
    const refused = results.filter((result) => result.status !== 200);
    expect(results.length - refused.length).toBe(4);
    expect(refused.map((result) => errorCode(result.body))).toEqual(refused.map(() => "stock_out"));
    expect(await stockOf(item.id)).toBe(0);
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
    const fail = await call(setup.app, "POST", "customer/order/demo-payment", {
      body: { order_id: failedId, guest_id: failed.guest, outcome: "fail" },
    });
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
    await call(setup.app, "POST", "customer/order/demo-payment", {
      body: { order_id: paidId, guest_id: paid.guest, outcome: "success" },
    });
    await stepOrderLife(setup.database.db, new Date(testNow.getTime() + 240_000), 20_000);
    const [moving] = await setup.database.db.select().from(orders).where(eq(orders.id, paidId));
    expect(moving?.orderStatus).toBe("confirmed");
  });
});

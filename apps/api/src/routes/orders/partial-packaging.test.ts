import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { orderPlaceResponseSchema, orderSchema, pagedOrdersSchema } from "@marketplace/api-client";
import { fromMinorUnits, toMinorUnits } from "@marketplace/domain";

import type { Shop } from "./shop";
import { invalidateReference } from "../../catalog/reference";
import { orders, settings, stores, users, walletTransactions, zones } from "../../db/schema";
import { invalidateMicroCache } from "../../lib/micro-cache";
import { call, errorCode, signIn } from "../../orders/testing";
import { firstItem, guestOrder, moduleId, openShop, placeBody } from "./shop";

let setup: Shop["setup"];
let token: string;
let userId: number;

beforeAll(async () => {
  ({ setup } = await openShop());
  token = await signIn(setup.app);
  const [user] = await setup.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, "demo@marketplace.test"));
  if (!user) throw new Error("no demo customer");
  userId = user.id;
});
afterAll(async () => {
  await setup.dispose();
});

const db = () => setup.database.db;

function fresh(): void {
  invalidateReference(db());
  invalidateMicroCache(db());
}

async function setSetting(key: string, value: unknown): Promise<void> {
  await db().update(settings).set({ value: { value } }).where(eq(settings.key, key));
  fresh();
}

async function setBalance(balance: number): Promise<void> {
  await db().update(users).set({ walletBalance: balance }).where(eq(users.id, userId));
}

async function balance(): Promise<number | undefined> {
  const [row] = await db()
    .select({ balance: users.walletBalance })
    .from(users)
    .where(eq(users.id, userId));
  return row?.balance;
}

async function orderRow(id: number) {
  const [row] = await db().select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`no order ${String(id)}`);
  return row;
}

/** The demo customer's Buy Now order of one of the shop's first item (`order/place` with `extra`). */
function customerOrder(extra: Record<string, unknown>, key?: string) {
  const item = firstItem();
  return call(setup.app, "POST", "customer/order/place", {
    token,
    moduleId,
    headers: key ? { "idempotency-key": key } : {},
    body: placeBody(null, {
      is_buy_now: 1,
      cart: JSON.stringify([{ item_id: item.id, model: "Item", price: item.price, quantity: 1 }]),
      ...extra,
    }),
  });
}

const placedId = (body: unknown) => orderPlaceResponseSchema.parse(body).order_id;

describe("extra packaging (the store's extra_packaging_status and extra_packaging_amount)", () => {
  const storeId = () => firstItem().storeId;
  const offer = async (status: boolean, amount: number) => {
    await db()
      .update(stores)
      .set({ extraPackagingStatus: status, extraPackagingAmount: amount })
      .where(eq(stores.id, storeId()));
    fresh();
  };

  it("charges the store's amount (not the client's) on top of the same order, untaxed", async () => {
    await offer(true, 1.5);
    const plain = await guestOrder();
    const packed = await guestOrder({ extra_packaging_amount: 99 });
    expect(packed.placed.status).toBe(200);
    const without = await orderRow(placedId(plain.placed.body));
    const withPackaging = await orderRow(placedId(packed.placed.body));
    expect(withPackaging.extraPackagingAmount).toBe(1.5);
    expect(withPackaging.totalTaxAmount).toBe(without.totalTaxAmount);
    expect(withPackaging.orderAmount).toBeCloseTo(without.orderAmount + 1.5, 2);
    // The order as tracked says what it charged.
    const tracked = await call(
      setup.app,
      "GET",
      `customer/order/track?order_id=${String(withPackaging.id)}&guest_id=${String(packed.guest)}`,
      {},
    );
    expect(orderSchema.parse(tracked.body).extra_packaging_amount).toBe(1.5);
  });

  it("charges nothing when the store does not offer it, whatever the client sends", async () => {
    await offer(false, 1.5);
    const packed = await guestOrder({ extra_packaging_amount: 1.5 });
    expect(packed.placed.status).toBe(200);
    expect((await orderRow(placedId(packed.placed.body))).extraPackagingAmount).toBe(0);
  });
});

describe("partial wallet payment (partial_payment where the config allows it)", () => {
  it("takes the wallet's whole balance and leaves the rest to cash on delivery", async () => {
    await setSetting("partial_payment_status", 1);
    await setSetting("partial_payment_method", "both");
    await setBalance(1);
    const placed = await customerOrder({ partial_payment: 1 });
    expect(placed.status).toBe(200);
    const row = await orderRow(placedId(placed.body));
    expect(row.partiallyPaidAmount).toBe(1);
    expect(row.paymentMethod).toBe("cash_on_delivery");
    expect(row.paymentStatus).toBe("unpaid");
    expect(row.orderAmount).toBeGreaterThan(1);
    expect(await balance()).toBe(0);
    const [ledger] = await db()
      .select()
      .from(walletTransactions)
      .where(
        and(
          eq(walletTransactions.userId, userId),
          eq(walletTransactions.reference, String(row.id)),
        ),
      );
    expect(ledger?.debit).toBe(1);
    const tracked = await call(
      setup.app,
      "GET",
      `customer/order/track?order_id=${String(row.id)}`,
      {
        token,
      },
    );
    const order = orderSchema.parse(tracked.body);
    expect(order.partially_paid_amount).toBe(1);
    // Reported as upstream does: `partial_payment`, with the wallet's part paid and the rest due in cash.
    expect(order.payment_method).toBe("partial_payment");
    expect(order.payments).toEqual([
      { payment_method: "wallet", amount: 1, payment_status: "paid" },
      {
        payment_method: "cash_on_delivery",
        amount: fromMinorUnits(toMinorUnits(row.orderAmount, 2) - 100, 2),
        payment_status: "unpaid",
      },
    ]);
    const running = await call(
      setup.app,
      "GET",
      "customer/order/running-orders?limit=10&offset=1",
      { token, moduleId },
    );
    expect(
      pagedOrdersSchema.parse(running.body).orders.find((entry) => entry.id === row.id),
    ).toMatchObject({ payment_method: "partial_payment" });

    // Cancelling gives the wallet its part back.
    const canceled = await call(setup.app, "PUT", "customer/order/cancel", {
      token,
      body: { order_id: row.id, reason: "Changed my mind", _method: "put" },
    });
    expect(canceled.status).toBe(200);
    expect(await balance()).toBe(1);
  });

  it("is refused when partial payment is disabled, and the wallet keeps its balance", async () => {
    await setSetting("partial_payment_status", 0);
    await setBalance(1);
    const placed = await customerOrder({ partial_payment: 1 });
    expect(placed.status).toBe(403);
    expect(errorCode(placed.body)).toBe("partial_payment");
    expect(await balance()).toBe(1);
    await setSetting("partial_payment_status", 1);
  });

  it("pays the rest only with a method partial_payment_method allows", async () => {
    await setSetting("partial_payment_method", "digital_payment");
    await setBalance(1);
    const placed = await customerOrder({ partial_payment: 1 });
    expect(placed.status).toBe(403);
    expect(errorCode(placed.body)).toBe("partial_payment");
    expect(await balance()).toBe(1);
    await setSetting("partial_payment_method", "both");
  });

  it("partial_payment_method both: the rest in cash or by the gateway, never offline", async () => {
    await setSetting("partial_payment_method", "both");
    await setBalance(1);
    // The shop's zone takes offline payments for this test (the seed turns them off in Northgate).
    const [shop] = await db()
      .select({ zoneId: stores.zoneId })
      .from(stores)
      .where(eq(stores.id, firstItem().storeId));
    const zoneId = shop?.zoneId ?? 0;
    const [zone] = await db().select().from(zones).where(eq(zones.id, zoneId));
    await db().update(zones).set({ offlinePayment: true }).where(eq(zones.id, zoneId));
    fresh();
    const offline = await customerOrder({
      partial_payment: 1,
      payment_method: "offline_payment",
    }).finally(async () => {
      await db()
        .update(zones)
        .set({ offlinePayment: zone?.offlinePayment ?? false })
        .where(eq(zones.id, zoneId));
      fresh();
    });
    expect(offline.status).toBe(403);
    expect(offline.body).toEqual({
      errors: [
        {
          code: "partial_payment",
          message: "The rest of a partial payment can not be paid with this method.",
        },
      ],
    });
    expect(await balance()).toBe(1);
    const digital = await customerOrder({ partial_payment: 1, payment_method: "digital_payment" });
    expect(digital.status).toBe(200);
    const tracked = await call(
      setup.app,
      "GET",
      `customer/order/track?order_id=${String(placedId(digital.body))}`,
      { token },
    );
    const order = orderSchema.parse(tracked.body);
    expect(order.payment_method).toBe("partial_payment");
    expect(order.payments?.[1]).toMatchObject({
      payment_method: "digital_payment",
      payment_status: "unpaid",
    });
    expect(await balance()).toBe(0);
  });

  it("is no partial payment for a guest, with an empty wallet or one that covers the order", async () => {
    const guest = await guestOrder({ partial_payment: 1 });
    expect(guest.placed.status).toBe(403);
    await setBalance(0);
    const empty = await customerOrder({ partial_payment: 1 });
    expect(empty.status).toBe(203);
    expect(errorCode(empty.body)).toBe("partial_payment");
    await setBalance(100_000);
    const covers = await customerOrder({ partial_payment: 1 });
    expect(covers.status).toBe(203);
    expect(await balance()).toBe(100_000);
  });

  it("debits the balance once when two partial orders race for it (the second finds it spent)", async () => {
    await setBalance(1);
    const [first, second] = await Promise.all([
      customerOrder({ partial_payment: 1 }, "partial-race-a"),
      customerOrder({ partial_payment: 1 }, "partial-race-b"),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 203]);
    expect(await balance()).toBe(0);
  });
});

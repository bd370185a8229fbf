import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { orderPlaceResponseSchema, orderSchema } from "@marketplace/api-client";

import type { Shop } from "./shop";
import { getReference } from "../../catalog/reference";
import { orders } from "../../db/schema";
import { openStoreItems } from "../../orders/fixtures";
import { call, errorCode, newGuest, signIn } from "../../orders/testing";
import { testNow } from "../../test/fixed-clock";
import { addLine, moduleId, openShop, placeBody } from "./shop";

let setup: Shop["setup"];

beforeAll(async () => {
  ({ setup } = await openShop());
});
afterAll(async () => {
  await setup.dispose();
});

/** A guest's offline order (in a zone that takes offline payments) with its payment sent. */
async function offlineOrder() {
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
  const sent = await call(setup.app, "PUT", "customer/order/offline-payment", {
    body: { order_id: orderId, guest_id: guest, method_id: 1, transaction_id: "TX-1" },
  });
  expect(sent.body).toEqual({ payment: "success" });
  return { orderId, guest };
}

const update = (body: Record<string, unknown>, token?: string) =>
  call(setup.app, "PUT", "customer/order/offline-payment-update", {
    body,
    ...(token === undefined ? {} : { token }),
  });

async function storedPayment(orderId: number, guest: number) {
  const track = await call(
    setup.app,
    "GET",
    `customer/order/track?order_id=${String(orderId)}&guest_id=${String(guest)}`,
  );
  return orderSchema.parse(track.body).offline_payment;
}

describe("offline payment update", () => {
  it("updates the fields and the note of a pending payment; the order shows them", async () => {
    const { orderId, guest } = await offlineOrder();
    const updated = await update({
      order_id: orderId,
      guest_id: guest,
      transaction_id: "  TX-2  ",
      customer_note: "Paid from savings\nsecond line",
    });
    expect(updated).toEqual({
      status: 200,
      body: { payment: "Payment_Info_Updated_successfully" },
    });
    expect(await storedPayment(orderId, guest)).toEqual({
      method_id: 1,
      method_name: "Bank transfer",
      customer_input: { transaction_id: "TX-2" },
      customer_note: "Paid from savings\nsecond line",
      status: "pending",
    });
  });

  it("refuses someone else's order like a missing one: another guest, a signed-in customer, nobody", async () => {
    const { orderId, guest } = await offlineOrder();
    const intruder = await newGuest(setup.app);
    const asGuest = await update({ order_id: orderId, guest_id: intruder, transaction_id: "X" });
    expect(asGuest.status).toBe(404);
    const token = await signIn(setup.app);
    const asCustomer = await update(
      { order_id: orderId, guest_id: guest, transaction_id: "X" },
      token,
    );
    expect(asCustomer.status).toBe(404);
    const anonymous = await update({ order_id: orderId, transaction_id: "X" });
    expect(anonymous.status).toBe(401);
    const unknownOrder = await update({
      order_id: 999_999_999,
      guest_id: guest,
      transaction_id: "X",
    });
    expect(unknownOrder.status).toBe(404);
    expect((await storedPayment(orderId, guest))?.customer_input).toEqual({
      transaction_id: "TX-1",
    });
  });

  it.each(["verified", "denied"] as const)(
    "refuses a %s payment, and the first submission cannot overwrite it either",
    async (status) => {
      const { orderId, guest } = await offlineOrder();
      const [row] = await setup.database.db.select().from(orders).where(eq(orders.id, orderId));
      if (!row?.offlinePayment) throw new Error("no offline payment stored");
      await setup.database.db
        .update(orders)
        .set({ offlinePayment: { ...row.offlinePayment, status } })
        .where(eq(orders.id, orderId));
      const refused = await update({ order_id: orderId, guest_id: guest, transaction_id: "TX-9" });
      expect(refused.status).toBe(403);
      expect(errorCode(refused.body)).toBe("order");
      const resent = await call(setup.app, "PUT", "customer/order/offline-payment", {
        body: { order_id: orderId, guest_id: guest, method_id: 1, transaction_id: "TX-9" },
      });
      expect(resent.status).toBe(403);
      expect(await storedPayment(orderId, guest)).toMatchObject({
        status,
        customer_input: { transaction_id: "TX-1" },
      });
    },
  );

  it("refuses a paid or canceled order", async () => {
    const paid = await offlineOrder();
    await setup.database.db
      .update(orders)
      .set({ paymentStatus: "paid" })
      .where(eq(orders.id, paid.orderId));
    const refusedPaid = await update({
      order_id: paid.orderId,
      guest_id: paid.guest,
      transaction_id: "TX-9",
    });
    expect(refusedPaid.status).toBe(403);
    const canceled = await offlineOrder();
    await setup.database.db
      .update(orders)
      .set({ orderStatus: "canceled" })
      .where(eq(orders.id, canceled.orderId));
    const refusedCanceled = await update({
      order_id: canceled.orderId,
      guest_id: canceled.guest,
      transaction_id: "TX-9",
    });
    expect(refusedCanceled.status).toBe(403);
  });

  it("refuses a field name the method does not have, and a missing required field", async () => {
    const { orderId, guest } = await offlineOrder();
    const unknown = await update({
      order_id: orderId,
      guest_id: guest,
      transaction_id: "TX-3",
      status: "verified",
    });
    expect(unknown.status).toBe(403);
    expect(errorCode(unknown.body)).toBe("status");
    const injected = await update({
      order_id: orderId,
      guest_id: guest,
      transaction_id: "TX-3",
      method_name: "Cash",
    });
    expect(errorCode(injected.body)).toBe("method_name");
    const missing = await update({ order_id: orderId, guest_id: guest, transaction_id: "   " });
    expect(errorCode(missing.body)).toBe("transaction_id");
    expect(await storedPayment(orderId, guest)).toMatchObject({
      method_name: "Bank transfer",
      status: "pending",
      customer_input: { transaction_id: "TX-1" },
    });
  });

  it("refuses huge values: a field over 200 characters, a note over 500, a megabyte", async () => {
    const { orderId, guest } = await offlineOrder();
    const atBound = await update({
      order_id: orderId,
      guest_id: guest,
      transaction_id: "x".repeat(200),
      customer_note: "n".repeat(500),
    });
    expect(atBound.status).toBe(200);
    for (const body of [
      { transaction_id: "x".repeat(201) },
      { transaction_id: "TX-4", customer_note: "n".repeat(501) },
      { transaction_id: "y".repeat(1_000_000) },
      { transaction_id: "TX-4", customer_note: "z".repeat(1_000_000) },
    ]) {
      const refused = await update({ order_id: orderId, guest_id: guest, ...body });
      expect(refused.status).toBe(403);
    }
    expect((await storedPayment(orderId, guest))?.customer_input).toEqual({
      transaction_id: "x".repeat(200),
    });
  });

  it.each([
    ["a NUL in a field", { transaction_id: "TX\u00005" }],
    ["a line break in a field", { transaction_id: "TX\n5" }],
    ["an escape in a field", { transaction_id: "TX\u001b[2J" }],
    ["DEL in a field", { transaction_id: "TX\u007f" }],
    ["a C1 control in a field", { transaction_id: "TX\u0085" }],
    ["a lone surrogate in a field", { transaction_id: "TX\ud800" }],
    ["a bidi override in a field", { transaction_id: "TX\u202e1-XT" }],
    ["a NUL in the note", { transaction_id: "TX-5", customer_note: "paid\u0000" }],
    ["an escape in the note", { transaction_id: "TX-5", customer_note: "paid\u001b[31m" }],
  ])("refuses control characters: %s", async (_label, body) => {
    const { orderId, guest } = await offlineOrder();
    const refused = await update({ order_id: orderId, guest_id: guest, ...body });
    expect(refused.status).toBe(403);
    expect((await storedPayment(orderId, guest))?.customer_input).toEqual({
      transaction_id: "TX-1",
    });
  });

  it("refuses the same hostile input on the first submission", async () => {
    const { orderId, guest } = await offlineOrder();
    for (const body of [
      { transaction_id: "TX\u0007" },
      { transaction_id: "x".repeat(201) },
      { transaction_id: "TX-6", is_admin: "1" },
    ]) {
      const refused = await call(setup.app, "PUT", "customer/order/offline-payment", {
        body: { order_id: orderId, guest_id: guest, method_id: 1, ...body },
      });
      expect(refused.status).toBe(403);
    }
  });
});

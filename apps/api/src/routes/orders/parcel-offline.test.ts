import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { orderPlaceResponseSchema, orderSchema } from "@marketplace/api-client";

import type { Shop } from "./shop";
import { getReference } from "../../catalog/reference";
import { orders, parcelCategories } from "../../db/schema";
import { openStoreItems } from "../../orders/fixtures";
import { call, errorCode, newGuest } from "../../orders/testing";
import { testNow } from "../../test/fixed-clock";
import { addLine, moduleId, openShop, placeBody } from "./shop";

let setup: Shop["setup"];
let destination: Shop["destination"];

beforeAll(async () => {
  ({ setup, destination } = await openShop());
});
afterAll(async () => {
  await setup.dispose();
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

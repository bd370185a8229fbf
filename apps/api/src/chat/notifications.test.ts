import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";

import { notificationSchema, orderPlaceResponseSchema } from "@marketplace/api-client";

import type { StoreRow } from "../catalog/reference";
import { getReference } from "../catalog/reference";
import { openStoreItems, sameStore } from "../orders/fixtures";
import { stepOrderLife } from "../orders/life";
import { call, signIn } from "../orders/testing";
import { testNow } from "../test/fixed-clock";
import { createTestApp, testEnv } from "../test/test-db";
import { answerWaitingChats } from "./demo-replies";

let setup: Awaited<ReturnType<typeof createTestApp>>;
let demo: string;
let friend: string;
let store: StoreRow;
const moduleId = 3;

const notificationsOf = async (token: string) => {
  const answer = await call(setup.app, "GET", "customer/notifications", {
    token,
    zoneIds: [store.zoneId],
  });
  expect(answer.status).toBe(200);
  return z.array(notificationSchema).parse(answer.body);
};

beforeAll(async () => {
  setup = await createTestApp();
  const item = sameStore(await openStoreItems(setup.database.db, testNow, moduleId))[0];
  if (!item) throw new Error("no item");
  const found = (await getReference(setup.database.db, testNow)).stores.get(item.storeId);
  if (!found) throw new Error("no store");
  store = found;
  demo = await signIn(setup.app);
  const signUp = await call(setup.app, "POST", "auth/sign-up", {
    body: {
      name: "Referred Friend",
      phone: "+15550009911",
      email: "referred@marketplace.test",
      password: "Friend12345!",
      ref_code: "DEMOREF001",
    },
  });
  expect(signUp.status).toBe(200);
  friend = await signIn(setup.app, "referred@marketplace.test", "Friend12345!");
  await call(setup.app, "POST", "customer/cart/add", {
    moduleId,
    token: friend,
    body: { item_id: item.id, model: "Item", price: item.price, quantity: 1 },
  });
  const placed = await call(setup.app, "POST", "customer/order/place", {
    moduleId,
    token: friend,
    body: {
      order_amount: 0,
      payment_method: "cash_on_delivery",
      order_type: "take_away",
      store_id: item.storeId,
      latitude: store.latitude,
      longitude: store.longitude,
    },
  });
  expect(placed.status).toBe(200);
  orderPlaceResponseSchema.parse(placed.body);
});
afterAll(async () => {
  await setup.dispose();
});

describe("customer/notifications", () => {
  it("tells the referrer when the referred customer's first order is delivered", async () => {
    const pace = testEnv.orderLifePaceMs;
    expect(
      (await notificationsOf(demo)).filter((note) => note.data?.type === "referral_code"),
    ).toEqual([]);
    for (let step = 1; step <= 4; step += 1)
      await stepOrderLife(setup.database.db, new Date(testNow.getTime() + step * pace), pace);
    const referral = (await notificationsOf(demo)).filter(
      (note) => note.data?.type === "referral_code",
    );
    expect(referral).toHaveLength(1);
    expect(referral[0]).toMatchObject({
      title: "Referral earning",
      description:
        "A friend you referred completed their first order: $5.00 was added to your wallet.",
    });
    // The friend sees their order delivered and earned the config's loyalty points.
    expect((await notificationsOf(friend))[0]).toMatchObject({
      data: { type: "order_status", status: "delivered" },
    });
    const points = await call(
      setup.app,
      "GET",
      "customer/loyalty-point/transactions?limit=10&offset=1",
      {
        token: friend,
      },
    );
    expect(JSON.stringify(points.body)).toContain("order_place");
  });

  it("tells the customer about a new message from the store, the demo's answer included", async () => {
    const sent = await call(setup.app, "POST", "customer/message/send", {
      token: friend,
      body: { receiver_type: "vendor", receiver_id: store.vendorId, message: "Is it ready?" },
    });
    expect(sent.status).toBe(200);
    // The customer (who ordered from the store) writes; their own message is no notification.
    expect((await notificationsOf(friend)).some((note) => note.data?.type === "message")).toBe(
      false,
    );
    await answerWaitingChats(setup.database.db, new Date(testNow.getTime() + 6_000), 5_000);
    const [message] = (await notificationsOf(friend)).filter(
      (note) => note.data?.type === "message",
    );
    expect(message).toMatchObject({
      title: `New message from ${store.name}`,
      data: { type: "message", sender_type: "vendor" },
    });
    expect(message?.description).toContain(`Hello from ${store.name}!`);
    expect(message?.data?.conversation_id).toEqual(expect.any(Number));
    // Another customer does not see it.
    expect((await notificationsOf(demo)).some((note) => note.data?.type === "message")).toBe(false);
  });
});

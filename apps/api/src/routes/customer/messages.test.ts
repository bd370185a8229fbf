import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { conversationMessagesSchema, pagedConversationsSchema } from "@marketplace/api-client";

import { getReference } from "../../catalog/reference";
import { answerWaitingChats } from "../../chat/demo-replies";
import { messages } from "../../db/schema";
import { openStoreItems, sameStore } from "../../orders/fixtures";
import { call, signIn } from "../../orders/testing";
import { testNow } from "../../test/fixed-clock";
import { createTestApp } from "../../test/test-db";

let setup: Awaited<ReturnType<typeof createTestApp>>;
let demo: string;
let second: string;
let vendorId = 0;
const moduleId = 3;

beforeAll(async () => {
  setup = await createTestApp();
  demo = await signIn(setup.app);
  second = await signIn(setup.app, "second@marketplace.test");
  const item = sameStore(await openStoreItems(setup.database.db, testNow, moduleId))[0];
  if (!item) throw new Error("no item");
  const ref = await getReference(setup.database.db, testNow);
  const store = ref.stores.get(item.storeId);
  vendorId = store?.vendorId ?? 0;
  await call(setup.app, "POST", "customer/cart/add", {
    moduleId,
    token: demo,
    body: { item_id: item.id, model: "Item", price: item.price, quantity: 1 },
  });
  const placed = await call(setup.app, "POST", "customer/order/place", {
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
  expect(placed.status).toBe(200);
});
afterAll(async () => {
  await setup.dispose();
});

describe("customer/message", () => {
  it("sends to the store of an order, lists and reads the conversation", async () => {
    const sent = await call(setup.app, "POST", "customer/message/send", {
      token: demo,
      body: { receiver_type: "vendor", receiver_id: vendorId, message: "Is my order ready?" },
    });
    expect(sent.status).toBe(200);
    const page = conversationMessagesSchema.parse(sent.body);
    expect(page).toMatchObject({ message: "successfully sent!", status: true });
    expect(page.messages[0]?.message).toBe("Is my order ready?");
    const list = pagedConversationsSchema.parse(
      (await call(setup.app, "GET", "customer/message/list", { token: demo })).body,
    );
    expect(list.conversations).toHaveLength(1);
    const conversationId = list.conversations[0]?.id ?? 0;
    const details = await call(
      setup.app,
      "GET",
      `customer/message/details?conversation_id=${String(conversationId)}`,
      { token: demo },
    );
    expect(conversationMessagesSchema.parse(details.body).messages).toHaveLength(1);

    const stolen = await call(
      setup.app,
      "GET",
      `customer/message/details?conversation_id=${String(conversationId)}`,
      { token: second },
    );
    expect(stolen.status).toBe(404);
    const reply = await call(setup.app, "POST", "customer/message/send", {
      token: second,
      body: { conversation_id: conversationId, message: "hi" },
    });
    expect(reply.status).toBe(404);
    const theirs = pagedConversationsSchema.parse(
      (await call(setup.app, "GET", "customer/message/list", { token: second })).body,
    );
    expect(theirs.conversations).toEqual([]);
  });

  it("refuses stores the customer never ordered from; support is always open", async () => {
    const refused = await call(setup.app, "POST", "customer/message/send", {
      token: second,
      body: { receiver_type: "vendor", receiver_id: vendorId, message: "spam" },
    });
    expect(refused.status).toBe(403);
    const support = await call(setup.app, "POST", "customer/message/send", {
      token: second,
      body: { receiver_type: "admin", receiver_id: 0, message: "Hello support" },
    });
    expect(conversationMessagesSchema.parse(support.body).status).toBe(true);
  });

  it("the demo's store answers once after the delay; the answer is unread until the customer opens it", async () => {
    const db = setup.database.db;
    const sent = conversationMessagesSchema.parse(
      (
        await call(setup.app, "POST", "customer/message/send", {
          token: demo,
          body: { receiver_type: "vendor", receiver_id: vendorId, message: "Can you add napkins?" },
        })
      ).body,
    );
    const sentAt = new Date(sent.messages[0]?.created_at ?? "").getTime();
    const conversationId = sent.conversation?.id ?? 0;
    const storeName = sent.conversation?.receiver?.name ?? "";
    expect(storeName).not.toBe("");
    const answers = async () =>
      (
        await db
          .select({ id: messages.id })
          .from(messages)
          .where(
            and(eq(messages.conversationId, conversationId), eq(messages.senderType, "vendor")),
          )
      ).length;
    // Not before the delay.
    await answerWaitingChats(db, new Date(sentAt + 1_000), 5_000);
    expect(await answers()).toBe(0);
    // Two instances on one database tick at once: one answer, and no second one later.
    const later = new Date(sentAt + 6_000);
    await Promise.all([answerWaitingChats(db, later, 5_000), answerWaitingChats(db, later, 5_000)]);
    expect(await answers()).toBe(1);
    await answerWaitingChats(db, new Date(sentAt + 12_000), 5_000);
    expect(await answers()).toBe(1);

    const listed = pagedConversationsSchema
      .parse((await call(setup.app, "GET", "customer/message/list", { token: demo })).body)
      .conversations.find((row) => row.id === conversationId);
    expect(listed?.unread_message_count).toBe(1);
    expect(listed?.last_message?.sender_type).toBe("vendor");
    expect(listed?.last_message?.message).toContain(storeName);

    const opened = conversationMessagesSchema.parse(
      (
        await call(
          setup.app,
          "GET",
          `customer/message/details?conversation_id=${String(conversationId)}`,
          { token: demo },
        )
      ).body,
    );
    expect(opened.messages[0]?.sender_type).toBe("vendor");
    expect(opened.messages[1]?.message).toBe("Can you add napkins?");
    const after = pagedConversationsSchema
      .parse((await call(setup.app, "GET", "customer/message/list", { token: demo })).body)
      .conversations.find((row) => row.id === conversationId);
    expect(after?.unread_message_count).toBe(0);
  });
});

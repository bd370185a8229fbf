import type { Context } from "hono";
import { and, count, desc, eq, inArray, ne } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";

import type { AppEnv } from "../../lib/app-env";
import { userOwner } from "../../accounts/owner";
import { fileUrl } from "../../catalog/view";
import { conversations, deliveryMen, messages, orders, users } from "../../db/schema";
import { ApiError } from "../../lib/errors";
import { requireCustomer } from "../../lib/middleware";
import { parseQuery } from "../../lib/validate";
import { runningStatuses } from "../../orders/statuses";
import { limitParam, nowOf, offsetParam, paged, viewOf } from "../helpers";
import { messageFileUrl } from "../uploads/account-files";
import { customerOf } from "./profile";
import { filesOf, saveUpload } from "./uploads";

type ConversationRow = typeof conversations.$inferSelect;
type MessageRow = typeof messages.$inferSelect;
type ReceiverType = "vendor" | "delivery_man" | "admin";

const notFound = () =>
  new ApiError(404, { errors: [{ code: "conversation", message: "Conversation not found." }] });

const listQuery = z.object({
  limit: limitParam(10),
  offset: offsetParam,
  type: z.string().max(20).optional(),
  name: z.string().max(100).optional(),
});
const detailsQuery = z.object({
  limit: limitParam(25),
  offset: offsetParam,
  conversation_id: z.string().max(12).optional(),
  vendor_id: z.string().max(12).optional(),
  delivery_man_id: z.string().max(12).optional(),
  admin_id: z.string().max(12).optional(),
});
const sendFields = z.object({
  conversation_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  receiver_type: z.enum(["vendor", "delivery_man", "admin"]).optional(),
  receiver_id: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
  message: z.string().max(2000).optional(),
  order_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

const idOf = (value: string | undefined) =>
  value !== undefined && /^\d{1,9}$/.test(value) ? Number(value) : null;

/** Who the customer talks to: a store (by vendor id), one of their couriers, or the admin (id 0). */
async function receiverOf(c: Context<AppEnv>, type: ReceiverType, id: number) {
  if (type === "admin")
    return { id: 0, name: "Support", f_name: "Support", l_name: null, image_full_url: null, type };
  if (type === "vendor") {
    const view = await viewOf(c);
    const store = [...view.ref.stores.values()].find((row) => row.vendorId === id);
    if (!store) return null;
    return {
      id,
      name: store.name,
      f_name: store.name,
      l_name: null,
      image_full_url: fileUrl(view, "store", store.logo),
      type,
    };
  }
  const [courier] = await c.get("deps").db.select().from(deliveryMen).where(eq(deliveryMen.id, id));
  return courier
    ? {
        id,
        name: [courier.fName, courier.lName].filter(Boolean).join(" "),
        f_name: courier.fName,
        l_name: courier.lName,
        image_full_url: null,
        type,
      }
    : null;
}

/** Chat is open with the admin always, and with a store or courier of one of the customer's orders. */
async function chatAllowed(
  c: Context<AppEnv>,
  userId: number,
  type: ReceiverType,
  id: number,
  runningOnly: boolean,
): Promise<boolean> {
  if (type === "admin") return true;
  const view = await viewOf(c);
  const storeIds = [...view.ref.stores.values()]
    .filter((row) => row.vendorId === id)
    .map((row) => row.id);
  const target =
    type === "vendor"
      ? storeIds.length > 0
        ? inArray(orders.storeId, storeIds)
        : undefined
      : eq(orders.deliveryManId, id);
  if (!target) return false;
  const [row] = await c
    .get("deps")
    .db.select({ value: count() })
    .from(orders)
    .where(
      and(
        eq(orders.ownerKey, userOwner(userId).key),
        target,
        runningOnly ? inArray(orders.orderStatus, runningStatuses) : undefined,
      ),
    );
  return (row?.value ?? 0) > 0;
}

function formatMessage(row: MessageRow, publicUrl: string) {
  return {
    id: row.id,
    conversation_id: row.conversationId,
    sender_id: row.senderId,
    sender_type: row.senderType,
    message: row.message,
    file_full_url: row.files.map((file) => messageFileUrl(publicUrl, row.conversationId, file)),
    is_seen: row.isSeen,
    order_id: row.orderId,
    created_at: row.createdAt,
  };
}

/** The messages of a conversation written by the other party (store, courier or support). */
const theirs = (conversationId: number) =>
  and(eq(messages.conversationId, conversationId), ne(messages.senderType, "customer"));

async function formatConversation(c: Context<AppEnv>, row: ConversationRow) {
  const { db, env } = c.get("deps");
  const [user] = await db.select().from(users).where(eq(users.id, row.userId));
  const [last] =
    row.lastMessageId === null
      ? []
      : await db.select().from(messages).where(eq(messages.id, row.lastMessageId));
  const [unread] = await db
    .select({ value: count() })
    .from(messages)
    .where(and(theirs(row.id), eq(messages.isSeen, 0)));
  return {
    id: row.id,
    sender_id: row.userId,
    sender_type: "customer",
    receiver_id: row.receiverId,
    receiver_type: row.receiverType,
    unread_message_count: unread?.value ?? 0,
    last_message_id: row.lastMessageId,
    last_message_time: row.lastMessageTime,
    sender: {
      id: row.userId,
      f_name: user?.fName ?? null,
      l_name: user?.lName ?? null,
      image_full_url: null,
    },
    receiver: await receiverOf(c, row.receiverType as ReceiverType, row.receiverId),
    last_message: last ? formatMessage(last, env.publicUrl) : null,
    created_at: row.createdAt,
  };
}

async function conversationPage(
  c: Context<AppEnv>,
  conversation: ConversationRow | null,
  limit: number,
  offset: number,
  status: boolean,
  message?: string,
) {
  const { db, env } = c.get("deps");
  const where = eq(messages.conversationId, conversation?.id ?? 0);
  const [total] = await db.select({ value: count() }).from(messages).where(where);
  const rows = conversation
    ? await db
        .select()
        .from(messages)
        .where(where)
        .orderBy(desc(messages.id))
        .limit(limit)
        .offset((offset - 1) * limit)
    : [];
  return {
    total_size: total?.value ?? 0,
    limit,
    offset,
    status,
    ...(message ? { message } : {}),
    messages: rows.map((row) => formatMessage(row, env.publicUrl)),
    conversation: conversation ? await formatConversation(c, conversation) : null,
  };
}

/** `customer/message/*`: conversations with stores, couriers and support; always the caller's own. */
export function messageRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.use("/customer/message/*", requireCustomer);

  const listing = (search: boolean) => async (c: Context<AppEnv>) => {
    const query = parseQuery(c, listQuery);
    const userId = customerOf(c);
    const { db } = c.get("deps");
    const type = query.type && query.type !== "all" ? query.type : undefined;
    const rows = await db
      .select()
      .from(conversations)
      .where(
        and(
          eq(conversations.userId, userId),
          type ? eq(conversations.receiverType, type) : undefined,
        ),
      )
      .orderBy(desc(conversations.lastMessageTime), desc(conversations.id));
    const formatted = await Promise.all(rows.map((row) => formatConversation(c, row)));
    const needle = (query.name ?? "").trim().toLowerCase();
    const matching =
      search && needle !== ""
        ? formatted.filter((row) => (row.receiver?.name ?? "").toLowerCase().includes(needle))
        : formatted;
    const start = (query.offset - 1) * query.limit;
    return c.json({
      type: query.type ?? "all",
      ...paged(
        "conversations",
        matching.length,
        query.limit,
        query.offset,
        matching.slice(start, start + query.limit),
      ),
    });
  };
  api.get("/customer/message/list", listing(false));
  api.get("/customer/message/search-list", listing(true));

  api.get("/customer/message/details", async (c) => {
    const query = parseQuery(c, detailsQuery);
    const userId = customerOf(c);
    const { db } = c.get("deps");
    let conversation: ConversationRow | null = null;
    let receiver: { type: ReceiverType; id: number } | null = null;
    const conversationId = idOf(query.conversation_id);
    if (conversationId !== null) {
      const [row] = await db
        .select()
        .from(conversations)
        .where(and(eq(conversations.id, conversationId), eq(conversations.userId, userId)));
      if (!row) throw notFound();
      conversation = row;
      receiver = { type: row.receiverType as ReceiverType, id: row.receiverId };
    } else {
      const vendor = idOf(query.vendor_id);
      const courier = idOf(query.delivery_man_id);
      receiver =
        vendor !== null
          ? { type: "vendor", id: vendor }
          : courier !== null
            ? { type: "delivery_man", id: courier }
            : query.admin_id !== undefined
              ? { type: "admin", id: 0 }
              : null;
      if (!receiver) throw notFound();
      const [row] = await db
        .select()
        .from(conversations)
        .where(
          and(
            eq(conversations.userId, userId),
            eq(conversations.receiverType, receiver.type),
            eq(conversations.receiverId, receiver.id),
          ),
        );
      conversation = row ?? null;
    }
    // Opening the conversation reads the other party's messages (the backend's details marks them seen).
    if (conversation)
      await db
        .update(messages)
        .set({ isSeen: 1 })
        .where(and(theirs(conversation.id), eq(messages.isSeen, 0)));
    const status = await chatAllowed(c, userId, receiver.type, receiver.id, true);
    return c.json(await conversationPage(c, conversation, query.limit, query.offset, status));
  });

  api.post("/customer/message/send", async (c) => {
    let form: Record<string, unknown>;
    try {
      const type = c.req.header("content-type") ?? "";
      form = type.includes("json")
        ? await c.req.json<Record<string, unknown>>()
        : await c.req.parseBody({ all: true });
    } catch {
      throw ApiError.of(403, "body", "The request body is not valid.");
    }
    if (typeof form !== "object" || form === null || Array.isArray(form))
      throw ApiError.of(403, "body", "The request body is not valid.");
    const parsed = sendFields.safeParse(
      Object.fromEntries(Object.entries(form).filter(([, value]) => typeof value !== "object")),
    );
    if (!parsed.success) throw ApiError.of(403, "message", "The message fields are invalid.");
    const fields = parsed.data;
    const userId = customerOf(c);
    const { db } = c.get("deps");
    let conversation: ConversationRow | undefined;
    if (fields.conversation_id !== undefined) {
      [conversation] = await db
        .select()
        .from(conversations)
        .where(and(eq(conversations.id, fields.conversation_id), eq(conversations.userId, userId)));
      if (!conversation) throw notFound();
    } else {
      if (!fields.receiver_type || fields.receiver_id === undefined)
        throw ApiError.of(403, "receiver_type", "The receiver is required.");
      const type = fields.receiver_type;
      const id = type === "admin" ? 0 : fields.receiver_id;
      if (!(await receiverOf(c, type, id))) throw notFound();
      if (!(await chatAllowed(c, userId, type, id, false)))
        throw ApiError.of(
          403,
          "receiver_id",
          "You can message stores and couriers of your orders only.",
        );
      await db
        .insert(conversations)
        .values({ userId, receiverType: type, receiverId: id })
        .onConflictDoNothing();
      [conversation] = await db
        .select()
        .from(conversations)
        .where(
          and(
            eq(conversations.userId, userId),
            eq(conversations.receiverType, type),
            eq(conversations.receiverId, id),
          ),
        );
    }
    if (!conversation) throw notFound();
    const files = filesOf(form, "image");
    if (files.length > 3) throw ApiError.of(403, "image", "At most 3 images can be sent.");
    const names: string[] = [];
    for (const file of files) {
      const name = await saveUpload(file, "conversation", "image");
      if (name) names.push(name);
    }
    const text = fields.message?.trim() ?? "";
    if (text === "" && names.length === 0)
      throw ApiError.of(403, "message", "The message field is required.");
    const now = nowOf(c).toISOString();
    const [row] = await db
      .insert(messages)
      .values({
        conversationId: conversation.id,
        senderType: "customer",
        senderId: userId,
        message: text === "" ? null : text,
        files: names,
        orderId: fields.order_id ?? null,
        createdAt: now,
      })
      .returning();
    await db
      .update(conversations)
      .set({ lastMessageId: row?.id ?? null, lastMessageTime: now })
      .where(eq(conversations.id, conversation.id));
    const fresh = { ...conversation, lastMessageId: row?.id ?? null, lastMessageTime: now };
    const status = await chatAllowed(
      c,
      userId,
      conversation.receiverType as ReceiverType,
      conversation.receiverId,
      true,
    );
    return c.json(await conversationPage(c, fresh, 25, 1, status, "successfully sent!"));
  });

  return api;
}

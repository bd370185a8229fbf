import { and, eq, gt, lt } from "drizzle-orm";

import type { Db } from "../db/client";
import { getReference } from "../catalog/reference";
import { conversations, deliveryMen, messages } from "../db/schema";

/** Who answers a customer in the demo: the store, the courier of an order, or support. */
export type ChatParty = "vendor" | "delivery_man" | "admin";

/** Older customer messages (say, before a restart) are left unanswered. */
const LOOKBACK_MS = 10 * 60_000;

/** Thrown inside the answer's transaction when the answer must not be kept (it rolls the insert back). */
class AnswerNotKept extends Error {}

/**
 * The demo's answer from the other side of a conversation: worded as that party would write, with the
 * store's or courier's first name when known.
 * @example demoReplyText("vendor", "Golden Crust Bakery") // "Hello from Golden Crust Bakery! …"
 */
export function demoReplyText(party: ChatParty, name: string | null): string {
  if (party === "vendor")
    return `Hello from ${name ?? "the store"}! Thanks for your message — we have read it and will take care of it right away.`;
  if (party === "delivery_man")
    return `Hi, ${name ?? "your courier"} here. Got your message — I will keep you posted and call you when I reach the door.`;
  return "Thanks for contacting support. Your request has been received; an agent will answer here shortly.";
}

async function partyName(db: Db, now: Date, party: ChatParty, id: number): Promise<string | null> {
  if (party === "vendor") {
    const ref = await getReference(db, now);
    return [...ref.stores.values()].find((store) => store.vendorId === id)?.name ?? null;
  }
  if (party === "delivery_man") {
    const [courier] = await db
      .select({ name: deliveryMen.fName })
      .from(deliveryMen)
      .where(eq(deliveryMen.id, id));
    return courier?.name ?? null;
  }
  return null;
}

/**
 * One tick of the demo's stores, couriers and support: every conversation whose last message is a
 * customer's, sent between `delayMs` and ten minutes ago, gets one answer from the other party (unread
 * until the customer opens the conversation). The conversation's last message moves only if it is still
 * that customer's message, so two API instances on one database answer once. Returns how many answered.
 */
export async function answerWaitingChats(db: Db, now: Date, delayMs: number): Promise<number> {
  const waiting = await db
    .select({
      id: conversations.id,
      party: conversations.receiverType,
      partyId: conversations.receiverId,
      lastMessageId: conversations.lastMessageId,
      orderId: messages.orderId,
    })
    .from(conversations)
    .innerJoin(messages, eq(messages.id, conversations.lastMessageId))
    .where(
      and(
        eq(messages.senderType, "customer"),
        lt(messages.createdAt, new Date(now.getTime() - delayMs).toISOString()),
        gt(messages.createdAt, new Date(now.getTime() - LOOKBACK_MS).toISOString()),
      ),
    );
  let answered = 0;
  for (const chat of waiting) {
    const party = chat.party as ChatParty;
    const text = demoReplyText(party, await partyName(db, now, party, chat.partyId));
    const sentAt = now.toISOString();
    const kept = await db
      .transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const [reply] = await tx
          .insert(messages)
          .values({
            conversationId: chat.id,
            senderType: party,
            senderId: chat.partyId,
            message: text,
            files: [],
            orderId: chat.orderId,
            createdAt: sentAt,
          })
          .returning({ id: messages.id });
        if (!reply || chat.lastMessageId === null) throw new AnswerNotKept();
        const moved = await tx
          .update(conversations)
          .set({ lastMessageId: reply.id, lastMessageTime: sentAt })
          .where(
            and(eq(conversations.id, chat.id), eq(conversations.lastMessageId, chat.lastMessageId)),
          )
          .returning({ id: conversations.id });
        // Another instance answered first (or the customer wrote again): this answer is not kept.
        if (moved.length === 0) throw new AnswerNotKept();
        return true;
      })
      .catch((error: unknown) => {
        if (error instanceof AnswerNotKept) return false;
        throw error;
      });
    if (kept) answered += 1;
  }
  return answered;
}

import { and, desc, eq, gte, inArray, ne } from "drizzle-orm";

import { formatMoney, toMinorUnits } from "@marketplace/domain";

import type { Reference } from "../catalog/reference";
import type { Db } from "../db/client";
import { userOwner } from "../accounts/owner";
import { conversations, deliveryMen, messages, orders, walletTransactions } from "../db/schema";
import { decimalDigits } from "../orders/money";

/** A notification as `GET customer/notifications` sends it (the push message's fields in `data`). */
export interface CustomerNotification {
  id: number;
  title: string;
  description: string;
  image: null;
  image_full_url: null;
  data:
    | { type: "order_status"; order_id: number; status: string }
    | {
        type: "message";
        conversation_id: number;
        sender_type: string;
        order_id: number | null;
      }
    | { type: "referral_code"; order_id: number | null };
  created_at: string;
}

/** How many of each kind are read; the answer keeps the newest 50 of all kinds. */
const perKind = 50;

const orderNotifications = async (db: Db, userId: number, since: string) =>
  (
    await db
      .select()
      .from(orders)
      .where(and(eq(orders.ownerKey, userOwner(userId).key), gte(orders.updatedAt, since)))
      .orderBy(desc(orders.updatedAt))
      .limit(perKind)
  ).map((row): CustomerNotification => ({
    id: row.id,
    title: `Order #${String(row.id)}`,
    description: `Your order is ${row.orderStatus.replace(/_/g, " ")}.`,
    image: null,
    image_full_url: null,
    data: { type: "order_status", order_id: row.id, status: row.orderStatus },
    created_at: row.updatedAt,
  }));

/** Who wrote: the store's name, the courier's first name, or support. */
async function senderNames(
  db: Db,
  ref: Pick<Reference, "stores">,
  rows: readonly { senderType: string; senderId: number }[],
): Promise<(row: { senderType: string; senderId: number }) => string> {
  const courierIds = [
    ...new Set(rows.filter((row) => row.senderType === "delivery_man").map((row) => row.senderId)),
  ];
  const couriers =
    courierIds.length === 0
      ? []
      : await db
          .select({ id: deliveryMen.id, name: deliveryMen.fName })
          .from(deliveryMen)
          .where(inArray(deliveryMen.id, courierIds));
  const stores = new Map([...ref.stores.values()].map((store) => [store.vendorId, store.name]));
  return (row) => {
    if (row.senderType === "vendor") return stores.get(row.senderId) ?? "The store";
    if (row.senderType === "delivery_man")
      return couriers.find((courier) => courier.id === row.senderId)?.name ?? "Your courier";
    return "Support";
  };
}

/** Messages other parties (stores, couriers, support, the demo's answers) wrote to the customer. */
async function messageNotifications(
  db: Db,
  ref: Pick<Reference, "stores">,
  userId: number,
  since: string,
): Promise<CustomerNotification[]> {
  const rows = await db
    .select({
      id: messages.id,
      conversationId: messages.conversationId,
      senderType: messages.senderType,
      senderId: messages.senderId,
      message: messages.message,
      orderId: messages.orderId,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(conversations.userId, userId),
        ne(messages.senderType, "customer"),
        gte(messages.createdAt, since),
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(perKind);
  const nameOf = await senderNames(db, ref, rows);
  return rows.map((row) => ({
    id: row.id,
    title: `New message from ${nameOf(row)}`,
    description: row.message?.trim() ? row.message : "Image",
    image: null,
    image_full_url: null,
    data: {
      type: "message",
      conversation_id: row.conversationId,
      sender_type: row.senderType,
      order_id: row.orderId,
    },
    created_at: row.createdAt,
  }));
}

/** The amount in the configured currency, e.g. "$5.00". */
function money(ref: Pick<Reference, "settings">, amount: number): string {
  const digits = decimalDigits(ref);
  return formatMoney(toMinorUnits(amount, digits), {
    symbol: typeof ref.settings.currency_symbol === "string" ? ref.settings.currency_symbol : "",
    direction: ref.settings.currency_symbol_direction === "right" ? "right" : "left",
    digits,
  });
}

/** Referral earnings paid to the customer's wallet (orders/rewards.ts). */
async function referralNotifications(
  db: Db,
  ref: Pick<Reference, "settings">,
  userId: number,
  since: string,
): Promise<CustomerNotification[]> {
  const rows = await db
    .select()
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.userId, userId),
        eq(walletTransactions.kind, "wallet"),
        eq(walletTransactions.transactionType, "referrer"),
        gte(walletTransactions.createdAt, since),
      ),
    )
    .orderBy(desc(walletTransactions.createdAt))
    .limit(perKind);
  return rows.map((row) => ({
    id: row.id,
    title: "Referral earning",
    description: `A friend you referred completed their first order: ${money(ref, row.credit)} was added to your wallet.`,
    image: null,
    image_full_url: null,
    data: { type: "referral_code", order_id: Number(row.reference) || null },
    created_at: row.createdAt,
  }));
}

/** Stored times are UTC, with or without the zone ("2026-11-25 13:00:00.123"). */
const timeOf = (value: string) =>
  Date.parse(value.includes("T") ? value : `${value.replace(" ", "T")}Z`);

/**
 * The customer's notifications of the last 15 days, newest first (at most 50): order status changes,
 * messages from stores, couriers and support, and referral earnings. Kept as what they are about (orders,
 * messages, ledger rows), so each appears once the event is stored, whichever API instance stored it.
 */
export async function customerNotifications(
  db: Db,
  ref: Pick<Reference, "stores" | "settings">,
  userId: number,
  now: Date,
): Promise<CustomerNotification[]> {
  const since = new Date(now.getTime() - 15 * 86_400_000).toISOString();
  const kinds = await Promise.all([
    orderNotifications(db, userId, since),
    messageNotifications(db, ref, userId, since),
    referralNotifications(db, ref, userId, since),
  ]);
  return kinds
    .flat()
    .sort((a, b) => timeOf(b.created_at) - timeOf(a.created_at))
    .slice(0, perKind);
}

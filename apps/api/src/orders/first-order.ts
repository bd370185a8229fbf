import { and, count, eq, notInArray } from "drizzle-orm";

import type { FirstOrderOffer } from "@marketplace/domain";
import { firstOrderOffer } from "@marketplace/domain";

import type { Db } from "../db/client";
import { orders, users } from "../db/schema";

/** Orders that do not count against "first order": the customer never got them. */
const notCounted = ["canceled", "failed"];

/** Whole days since sign-up (never negative), as `customer/info` reports `member_since_days`. */
export function daysSince(createdAt: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(createdAt).getTime()) / 86_400_000));
}

/** The customer's orders that count against the first-order discount (all but canceled and failed ones). */
export async function countedOrders(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(orders)
    .where(
      and(eq(orders.ownerKey, `u:${String(userId)}`), notInArray(orders.orderStatus, notCounted)),
    );
  return row?.value ?? 0;
}

/**
 * The signed-in customer's first-order offer now (`firstOrderOffer` over the business settings, their
 * sign-up date and counted orders). Placement reads it under the customer's row lock, so of two
 * concurrent first orders only the one placed first gets it.
 */
export async function customerOffer(
  db: Db,
  userId: number,
  settings: Record<string, unknown>,
  now: Date,
): Promise<FirstOrderOffer | null> {
  const [user] = await db
    .select({ createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  return firstOrderOffer(settings, {
    orderCount: await countedOrders(db, userId),
    daysSinceSignUp: daysSince(user.createdAt, now),
  });
}

/**
 * Keeps the first-order discount on the placed order (`place_order_write` writes the columns it lists;
 * this one is set after it, in the same transaction).
 */
export async function recordFirstOrder(db: Db, orderId: number, amount: number): Promise<void> {
  if (amount <= 0) return;
  await db.update(orders).set({ firstOrderDiscount: amount }).where(eq(orders.id, orderId));
}

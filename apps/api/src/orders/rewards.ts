import { eq, sql } from "drizzle-orm";

import { fromMinorUnits, orderLoyaltyPoints, toMinorUnits } from "@marketplace/domain";

import type { Reference } from "../catalog/reference";
import type { Db } from "../db/client";
import type { orders } from "../db/schema";
import { users, walletTransactions } from "../db/schema";
import { decimalDigits } from "./money";

type OrderRow = typeof orders.$inferSelect;

/** What a delivered order paid out: the customer's loyalty points and the referrer's earning. */
export interface DeliveredRewards {
  loyaltyPoints: number;
  referral: { referrerId: number; amount: number } | null;
}

const on = (value: unknown) => Number(value ?? 0) === 1;

/** A numeric setting as a decimal (0 when missing or not a number). */
const decimalSetting = (value: unknown): number | string =>
  typeof value === "number" || typeof value === "string" ? value : 0;

/** The ledger row's id of an order's loyalty points: one per order (unique with its kind). */
export const loyaltyTransactionId = (orderId: number) => `order-points-${String(orderId)}`;
/** The ledger row's id of a referral earning: one per referred customer, whatever order is first. */
export const referralTransactionId = (referredId: number) => `referral-${String(referredId)}`;

/**
 * Inserts a reward's ledger row unless it exists (the partial unique index on kind + transaction id for
 * `order_place` and `referrer` rows), then moves the balance and writes the balance after into the row.
 * Returns whether this call paid it: a replay, or a second API instance on the same database, finds the
 * row and pays nothing.
 */
async function payOnce(
  tx: Db,
  row: {
    userId: number;
    kind: "loyalty" | "wallet";
    transactionId: string;
    transactionType: "order_place" | "referrer";
    reference: string;
    credit: number;
    at: string;
  },
): Promise<boolean> {
  const [inserted] = await tx
    .insert(walletTransactions)
    .values({
      userId: row.userId,
      kind: row.kind,
      transactionId: row.transactionId,
      transactionType: row.transactionType,
      reference: row.reference,
      credit: row.credit,
      createdAt: row.at,
    })
    .onConflictDoNothing()
    .returning({ id: walletTransactions.id });
  if (!inserted) return false;
  const [after] = await tx
    .update(users)
    .set(
      row.kind === "loyalty"
        ? { loyaltyPoint: sql`${users.loyaltyPoint} + ${row.credit}` }
        : { walletBalance: sql`${users.walletBalance} + ${row.credit}` },
    )
    .where(eq(users.id, row.userId))
    .returning({ points: users.loyaltyPoint, wallet: users.walletBalance });
  await tx
    .update(walletTransactions)
    .set({ balance: row.kind === "loyalty" ? (after?.points ?? 0) : (after?.wallet ?? 0) })
    .where(eq(walletTransactions.id, inserted.id));
  return true;
}

/**
 * The rewards of an order that has just become delivered, paid with the caller's transaction `tx` — the
 * order simulator's, in the same transaction as the delivered status change (orders/life.ts), so a crash
 * between the two leaves neither and the next tick does both:
 * - the customer's loyalty points (`loyalty_point_item_purchase_point` percent of the order amount, whole
 *   points) when `loyalty_point_status` is 1;
 * - the referral earning (`ref_earning_exchange_rate`, in the currency) to the wallet of the customer whose
 *   code this customer signed up with, at this customer's first delivered order, when `ref_earning_status`
 *   and `customer_wallet_status` are 1.
 * Each is paid at most once (see `payOnce`), so calling it again for the same order pays nothing.
 * Guest orders earn nothing.
 */
export async function payDeliveredRewards(
  tx: Db,
  order: Pick<OrderRow, "id" | "userId" | "orderAmount">,
  ref: Pick<Reference, "settings">,
  now: Date,
): Promise<DeliveredRewards> {
  const paid: DeliveredRewards = { loyaltyPoints: 0, referral: null };
  const customerId = order.userId;
  if (customerId === null) return paid;
  const settings = ref.settings;
  const points = on(settings.loyalty_point_status)
    ? orderLoyaltyPoints(
        order.orderAmount,
        decimalSetting(settings.loyalty_point_item_purchase_point),
      )
    : 0;
  const earning =
    on(settings.ref_earning_status) && on(settings.customer_wallet_status)
      ? fromMinorUnits(
          toMinorUnits(decimalSetting(settings.ref_earning_exchange_rate), decimalDigits(ref)),
          decimalDigits(ref),
        )
      : 0;
  const at = now.toISOString();
  if (
    points > 0 &&
    (await payOnce(tx, {
      userId: customerId,
      kind: "loyalty",
      transactionId: loyaltyTransactionId(order.id),
      transactionType: "order_place",
      reference: String(order.id),
      credit: points,
      at,
    }))
  )
    paid.loyaltyPoints = points;
  if (earning > 0) {
    const [customer] = await tx
      .select({ referredBy: users.referredBy })
      .from(users)
      .where(eq(users.id, customerId));
    const referrerId = customer?.referredBy ?? null;
    if (
      referrerId !== null &&
      referrerId !== customerId &&
      (await payOnce(tx, {
        userId: referrerId,
        kind: "wallet",
        transactionId: referralTransactionId(customerId),
        transactionType: "referrer",
        reference: String(order.id),
        credit: earning,
        at,
      }))
    )
      paid.referral = { referrerId, amount: earning };
  }
  return paid;
}

/** `payDeliveredRewards` in a transaction of its own (both rewards or neither). */
export async function rewardDeliveredOrder(
  db: Db,
  order: Pick<OrderRow, "id" | "userId" | "orderAmount">,
  ref: Pick<Reference, "settings">,
  now: Date,
): Promise<DeliveredRewards> {
  return db.transaction((transaction) =>
    payDeliveredRewards(transaction as unknown as Db, order, ref, now),
  );
}

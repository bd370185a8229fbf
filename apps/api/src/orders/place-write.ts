import { randomInt } from "node:crypto";
import type { SQL } from "drizzle-orm";
import { and, eq, gte, inArray, sql } from "drizzle-orm";

import type { Owner } from "../accounts/owner";
import type { Reference } from "../catalog/reference";
import type { Db } from "../db/client";
import type { OrderPrice } from "./pricing";
import type { StockChange, StockLine } from "./stock";
import { cartLines, orderDetails, orders, users, walletTransactions } from "../db/schema";
import { ApiError } from "../lib/errors";
import { fromMinor } from "./money";
import { afterRows, runWith, takenColumns, takePlan, tookAll } from "./stock";

/** The order row of a placement (everything but what the database fills in). */
export type NewOrder = Omit<typeof orders.$inferInsert, "id" | "otp">;

/** Inserts the order; null when the (owner, Idempotency-Key) unique index already holds one. */
export async function insertOrder(
  tx: Db,
  values: NewOrder,
): Promise<{ id: number; createdAt: string } | null> {
  const [row] = await tx
    .insert(orders)
    .values({ ...values, otp: String(randomInt(1000, 10_000)) })
    .onConflictDoNothing({ target: [orders.ownerKey, orders.idempotencyKey] })
    .returning({ id: orders.id, createdAt: orders.createdAt });
  return row ?? null;
}

/**
 * One statement for the rest of a placement: the order lines, the stock taken (item, variation and
 * campaign stock only where all of it is there; flash-sale sold counts) and the ordered cart lines
 * removed. Missing stock answers 403 `stock_out` (the caller's transaction takes everything back).
 */
export async function writeOrderLines(
  tx: Db,
  input: {
    orderId: number;
    owner: Owner;
    price: OrderPrice;
    digits: number;
    stock: readonly StockLine[];
    ref: Reference;
    cartLineIds: readonly number[];
  },
): Promise<StockChange> {
  const { price, digits } = input;
  const parts: SQL[] = [];
  if (price.lines.length > 0) {
    const insert = tx.insert(orderDetails).values(
      price.lines.map((entry) => ({
        orderId: input.orderId,
        itemId: entry.line.item.is_campaign ? null : entry.line.item_id,
        itemCampaignId: entry.line.item.is_campaign ? entry.line.item_id : null,
        itemDetails: entry.line.item,
        price: fromMinor(entry.unitPrice, digits),
        quantity: entry.line.quantity,
        discountOnItem: fromMinor(entry.discount, digits),
        totalAddOnPrice: fromMinor(entry.addOns, digits),
        variation: entry.line.variation,
        addOns: entry.line.add_on_ids.map((id, index) => ({
          id,
          quantity: entry.line.add_on_qtys[index],
        })),
      })),
    );
    parts.push(sql`d_lines as ${insert}`);
  }
  const stock = takePlan(input.stock, input.ref);
  parts.push(...stock.parts);
  if (input.cartLineIds.length > 0) {
    const remove = tx
      .delete(cartLines)
      .where(
        and(eq(cartLines.ownerKey, input.owner.key), inArray(cartLines.id, [...input.cartLineIds])),
      );
    parts.push(sql`d_cart as ${remove}`);
  }
  if (parts.length === 0) return stock.change;
  const row = await runWith(tx, parts, takenColumns(stock));
  if (!tookAll(stock, row)) throw ApiError.of(403, "stock_out", "Out of Stock");
  return { ...stock.change, after: afterRows(row) };
}

/** Debits a wallet payment with its ledger row (only while the balance covers it). */
export async function debitWallet(tx: Db, userId: number, orderId: number, total: number) {
  const [user] = await tx
    .update(users)
    .set({ walletBalance: sql`${users.walletBalance} - ${total}` })
    .where(and(eq(users.id, userId), gte(users.walletBalance, total)))
    .returning({ balance: users.walletBalance });
  if (!user) throw ApiError.of(203, "payment_method", "Your wallet balance is insufficient.");
  await tx.insert(walletTransactions).values({
    userId,
    kind: "wallet",
    transactionId: `order-${String(orderId)}`,
    transactionType: "order_place",
    reference: String(orderId),
    debit: total,
    balance: user.balance,
  });
}

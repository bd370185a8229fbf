import { randomInt } from "node:crypto";
import { and, eq, getTableColumns, gte, sql } from "drizzle-orm";

import type { Owner } from "../accounts/owner";
import type { Reference } from "../catalog/reference";
import type { Db } from "../db/client";
import type { Placed } from "./placing-lock";
import type { OrderPrice } from "./pricing";
import type { StockChange, StockLine } from "./stock";
import { orders, users, walletTransactions } from "../db/schema";
import { ApiError } from "../lib/errors";
import { refusalOf } from "./db-errors";
import { fromMinor } from "./money";
import { rowsOf } from "./sql-rows";
import { afterRows, takeMoves } from "./stock";

/** The order row of a placement (everything but what the database fills in). */
export type NewOrder = Omit<typeof orders.$inferInsert, "id" | "otp">;

/** Column names of `orders` by field name (`place_order_write` reads the row by column name). */
const orderColumns = new Map(
  Object.entries(getTableColumns(orders)).map(([key, column]) => [key, column.name]),
);

function orderRow(values: NewOrder): Record<string, unknown> {
  const row: Record<string, unknown> = { otp: String(randomInt(1000, 10_000)) };
  for (const [key, value] of Object.entries(values)) {
    const name = orderColumns.get(key);
    if (name !== undefined && value !== undefined) row[name] = value;
  }
  return row;
}

/** The order lines as `order_details` rows (column names). */
function detailRows(price: OrderPrice, digits: number): Record<string, unknown>[] {
  return price.lines.map((entry) => ({
    item_id: entry.line.item.is_campaign ? null : entry.line.item_id,
    item_campaign_id: entry.line.item.is_campaign ? entry.line.item_id : null,
    item_details: entry.line.item,
    price: fromMinor(entry.unitPrice, digits),
    quantity: entry.line.quantity,
    discount_on_item: fromMinor(entry.discount, digits),
    total_add_on_price: fromMinor(entry.addOns, digits),
    variation: entry.line.variation,
    add_ons: entry.line.add_on_ids.map((id, index) => ({
      id,
      quantity: entry.line.add_on_qtys[index],
    })),
  }));
}

export interface Placement {
  owner: Owner;
  idempotencyKey: string | null;
  order: NewOrder;
  price: OrderPrice;
  digits: number;
  stock: readonly StockLine[];
  ref: Reference;
  cartLineIds: readonly number[];
}

/** What `place_order_write` did: placed the order, found the same key's order, or met a racing twin. */
export type Written =
  | { outcome: "placed"; placed: Omit<Placed, "userId">; change: StockChange }
  | { outcome: "existing"; placed: Omit<Placed, "userId"> }
  | { outcome: "conflict" };

const unauthorized = () => new ApiError(401, { errors: "Unauthorized" }, "Unauthorized");

/**
 * Writes a placement in one statement (`place_order_write`, drizzle/0003): the owner's row lock, the
 * Idempotency-Key lookup, the order, its lines, the stock taken (only where all of it is there, else
 * 403 `stock_out` and nothing is written), flash-sale sold counts and the ordered cart lines removed.
 * Atomic on its own; inside a transaction it joins it.
 */
export async function writePlacement(db: Db, input: Placement): Promise<Written> {
  const moves = takeMoves(input.stock, input.ref);
  let row: Record<string, unknown> | undefined;
  try {
    const result = await db.execute(sql`select * from place_order_write(
      ${input.owner.kind}, ${input.owner.id}, ${input.owner.key}, ${input.idempotencyKey},
      ${JSON.stringify(orderRow(input.order))}, ${JSON.stringify(detailRows(input.price, input.digits))},
      ${JSON.stringify(moves.items)}, ${JSON.stringify(moves.campaigns)},
      ${JSON.stringify(moves.flash)}, ${`{${input.cartLineIds.join(",")}}`})`);
    row = rowsOf(result)[0];
  } catch (error) {
    const code = refusalOf(error);
    if (code === "stock_out") throw ApiError.of(403, "stock_out", "Out of Stock");
    if (code === "unauthorized") throw unauthorized();
    throw error;
  }
  if (!row || row.outcome === "conflict") return { outcome: "conflict" };
  const placed = {
    orderId: Number(row.order_id),
    total: Number(row.order_amount),
    status: String(row.order_status),
    createdAt: String(row.created_at),
  };
  if (row.outcome === "existing")
    return {
      outcome: "existing",
      placed: {
        ...placed,
        fingerprint: typeof row.fingerprint === "string" ? row.fingerprint : null,
      },
    };
  return { outcome: "placed", placed, change: { ...moves.change, after: afterRows(row) } };
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

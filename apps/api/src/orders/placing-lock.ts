import { and, eq } from "drizzle-orm";

import type { Owner } from "../accounts/owner";
import type { Db } from "../db/client";
import { guests, orders, users } from "../db/schema";
import { ApiError } from "../lib/errors";

/** An order already placed with the same Idempotency-Key. */
export interface Placed {
  orderId: number;
  total: number;
  status: string;
  createdAt: string;
  userId: number;
  /** Set on an order found under the same Idempotency-Key: the fingerprint of the request that placed it. */
  fingerprint?: string | null;
}

/** What the placing lock read along with the owner's row. */
export interface Locked {
  /** The order of this owner and Idempotency-Key, if one exists. */
  existing: Placed | null;
  /** The signed-in customer's contact and wallet (null for a guest). */
  user: {
    fName: string | null;
    lName: string | null;
    phone: string | null;
    email: string | null;
    walletBalance: number;
  } | null;
}

const unauthorized = () => new ApiError(401, { errors: "Unauthorized" }, "Unauthorized");

/**
 * Locks the owner's row for the placing transaction and, in the same statement, reads the order of the
 * same Idempotency-Key and (for a user) the contact and wallet. A repeat that waited for the lock may miss
 * an order committed meanwhile; the (owner, key) unique index then refuses its insert and the caller
 * answers the first order (`existingOrder`).
 */
export async function lockForPlacing(
  tx: Db,
  owner: Owner,
  idempotencyKey: string | null,
): Promise<Locked> {
  const sameKey = and(
    eq(orders.ownerKey, owner.key),
    eq(orders.idempotencyKey, idempotencyKey ?? ""),
  );
  const found = {
    orderId: orders.id,
    total: orders.orderAmount,
    status: orders.orderStatus,
    createdAt: orders.createdAt,
    fingerprint: orders.idempotencyFingerprint,
  };
  let existing: Omit<Placed, "userId"> | null = null;
  let user: Locked["user"] = null;
  if (owner.kind === "user") {
    const [row] = await tx
      .select({
        user: {
          fName: users.fName,
          lName: users.lName,
          phone: users.phone,
          email: users.email,
          walletBalance: users.walletBalance,
        },
        order: found,
      })
      .from(users)
      .leftJoin(orders, idempotencyKey === null ? eq(orders.id, -1) : sameKey)
      .where(eq(users.id, owner.id))
      .for("update", { of: users });
    if (!row) throw unauthorized();
    user = row.user;
    existing = row.order;
  } else {
    const [row] = await tx
      .select({ id: guests.id, order: found })
      .from(guests)
      .leftJoin(orders, idempotencyKey === null ? eq(orders.id, -1) : sameKey)
      .where(eq(guests.id, owner.id))
      .for("update", { of: guests });
    if (!row) throw unauthorized();
    existing = row.order;
  }
  return { existing: existing ? { ...existing, userId: owner.id } : null, user };
}

/** The order of this owner and Idempotency-Key (read again after the unique index refused a repeat). */
export async function existingOrder(db: Db, owner: Owner, key: string): Promise<Placed | null> {
  const [row] = await db
    .select({
      orderId: orders.id,
      total: orders.orderAmount,
      status: orders.orderStatus,
      createdAt: orders.createdAt,
      fingerprint: orders.idempotencyFingerprint,
    })
    .from(orders)
    .where(and(eq(orders.ownerKey, owner.key), eq(orders.idempotencyKey, key)));
  return row ? { ...row, userId: owner.id } : null;
}

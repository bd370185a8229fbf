import { and, eq, gt } from "drizzle-orm";

import type { Db } from "../db/client";
import { otpCodes } from "../db/schema";
import { newSessionToken, sha256 } from "./tokens";

/**
 * Single-use tickets that carry a proof from one sign-in step to the next (the update-info ticket of
 * issue 20 #2, the existing-account tickets of ADR 0024 and its social addendum): random, bound to one account and one purpose,
 * short-lived, used once. Stored hashed in `otp_codes` (target `user:<id>`), one live ticket per
 * account and purpose.
 */
export type TicketPurpose = "update-info" | "exist-user" | "exist-social";

const targetOf = (userId: number) => `user:${String(userId)}`;

/** Issues a fresh ticket for the account (replacing an earlier one of the same purpose). */
export async function issueTicket(
  db: Db,
  purpose: TicketPurpose,
  userId: number,
  now: Date,
  ttlSeconds: number,
): Promise<string> {
  const ticket = `${String(userId)}.${newSessionToken()}`;
  const values = {
    purpose,
    target: targetOf(userId),
    codeHash: sha256(ticket),
    expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
    sentAt: now,
    attempts: 0,
    blockedUntil: null,
    verified: false,
  };
  await db
    .insert(otpCodes)
    .values(values)
    .onConflictDoUpdate({ target: [otpCodes.purpose, otpCodes.target], set: values });
  return ticket;
}

/** The account a ticket names (unchecked: `redeemTicket` decides), or null when malformed. */
export function ticketUser(ticket: string | undefined): number | null {
  const match = /^(\d{1,12})\.[\w-]{40,60}$/.exec(ticket ?? "");
  const id = match?.[1] === undefined ? Number.NaN : Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Uses the ticket up: true when it is the live ticket of this purpose and account (then it is gone). */
export async function redeemTicket(
  db: Db,
  purpose: TicketPurpose,
  userId: number,
  ticket: string,
  now: Date,
): Promise<boolean> {
  const used = await db
    .delete(otpCodes)
    .where(
      and(
        eq(otpCodes.purpose, purpose),
        eq(otpCodes.target, targetOf(userId)),
        eq(otpCodes.codeHash, sha256(ticket)),
        gt(otpCodes.expiresAt, now),
      ),
    )
    .returning({ id: otpCodes.id });
  return used.length > 0;
}

/** Drops every live ticket of an account (its credentials changed hands). */
export async function dropTickets(db: Db, userId: number): Promise<void> {
  await db.delete(otpCodes).where(eq(otpCodes.target, targetOf(userId)));
}

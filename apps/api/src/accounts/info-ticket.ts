import { and, eq, gt } from "drizzle-orm";

import type { Db } from "../db/client";
import { otpCodes } from "../db/schema";
import { newSessionToken, sha256 } from "./tokens";

/**
 * The `update_info_token` ticket (issue 20 #2): a login that ends in "personal info missing" (OTP or
 * social sign-in of a new account) answers it beside `token: null`, and `auth/update-info` must bring
 * it back. It is random, bound to that account, lives 10 minutes and is used once. Stored hashed in
 * `otp_codes` (purpose `update-info`, target `user:<id>`), one live ticket per account.
 */
export const infoTicketTtlSeconds = 600;
const purpose = "update-info";
const targetOf = (userId: number) => `user:${String(userId)}`;

/** Issues a fresh ticket for the account (replacing an earlier one). */
export async function issueInfoTicket(db: Db, userId: number, now: Date): Promise<string> {
  const ticket = `${String(userId)}.${newSessionToken()}`;
  const values = {
    purpose,
    target: targetOf(userId),
    codeHash: sha256(ticket),
    expiresAt: new Date(now.getTime() + infoTicketTtlSeconds * 1000),
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

/** The account a ticket names (unchecked: `redeemInfoTicket` decides), or null when malformed. */
export function infoTicketUser(ticket: string | undefined): number | null {
  const match = /^(\d{1,12})\.[\w-]{40,60}$/.exec(ticket ?? "");
  const id = match?.[1] === undefined ? Number.NaN : Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Uses the ticket up: true when it is the live ticket of this account (then it is gone). */
export async function redeemInfoTicket(
  db: Db,
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

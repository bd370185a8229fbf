import { and, eq } from "drizzle-orm";

import type { Db } from "../db/client";
import type { AuthEnvelope } from "./auth-envelope";
import type { UserRow } from "./users";
import { users } from "../db/schema";
import { dropTickets, issueTicket, redeemTicket, ticketUser } from "./account-ticket";
import { endSessions } from "./sessions";

/**
 * "Is It You?" (ADR 0024): an OTP login whose phone is held only by an unverified account answers
 * `is_exist_user` with a single-use ticket that carries the OTP's proof to the visitor's answer
 * (`verified` "yes" takes the account over, "no" starts a fresh one). The code itself is used up at
 * the first answer, so it cannot be replayed.
 */
export const existUserTicketTtlSeconds = 300;

/** The `is_exist_user` answer: the account's name (its private photo is not served before sign-in). */
export async function existUserAnswer(
  db: Db,
  user: UserRow,
  now: Date,
): Promise<AuthEnvelope & { exist_user_token: string }> {
  const ticket = await issueTicket(db, "exist-user", user.id, now, existUserTicketTtlSeconds);
  const name = [user.fName, user.lName].filter((part) => (part ?? "") !== "").join(" ");
  return {
    token: null,
    exist_user_token: ticket,
    is_phone_verified: 1,
    is_email_verified: 1,
    is_personal_info: 1,
    is_exist_user: { id: user.id, name, image: null },
    login_type: "otp",
    email: null,
  };
}

/**
 * The account an answer's ticket proves the phone for, used up; null when the ticket is not live, is
 * not for this phone's account, or the account no longer holds the phone unverified.
 */
export async function redeemExistUser(
  db: Db,
  phoneHolder: UserRow | null,
  ticket: string,
  now: Date,
): Promise<UserRow | null> {
  const id = ticketUser(ticket);
  if (id === null || phoneHolder?.id !== id || phoneHolder.isPhoneVerified) return null;
  return (await redeemTicket(db, "exist-user", id, ticket, now)) ? phoneHolder : null;
}

/**
 * "Yes": the phone's prover takes the account over. Whatever the account held that the proof does not
 * cover goes: its password, an unverified e-mail, a social link, its sessions and tickets. The phone
 * becomes verified. Guarded on the phone still being the account's and unverified.
 */
export async function takeOverAccount(
  db: Db,
  user: UserRow,
  phone: string,
): Promise<UserRow | null> {
  const [taken] = await db
    .update(users)
    .set({
      isPhoneVerified: true,
      passwordHash: null,
      socialId: null,
      loginMedium: "otp",
      ...(user.isEmailVerified ? {} : { email: null }),
    })
    .where(and(eq(users.id, user.id), eq(users.phone, phone), eq(users.isPhoneVerified, false)))
    .returning();
  if (!taken) return null;
  await endSessions(db, user.id);
  await dropTickets(db, user.id);
  return taken;
}

/** "No": the account that only claimed the phone loses it (the prover starts a fresh account). */
export async function releasePhone(db: Db, user: UserRow): Promise<void> {
  await db
    .update(users)
    .set({ phone: null })
    .where(and(eq(users.id, user.id), eq(users.isPhoneVerified, false)));
}

import { and, eq, isNull, or } from "drizzle-orm";

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

/**
 * What an OTP login that proved the phone does with the account holding it (ADR 0024, addendum 2):
 *
 * - `owner`: the account proved the phone itself and is active: it signs in.
 * - `blocked`: the account proved the phone and is blocked: the prover is its owner, refused.
 * - `take-over`: the account only claimed the phone, proved nothing else (no verified e-mail, no social
 *   link) and is active: "Is It You?".
 * - `release`: the account only claimed the phone but proved something else (a verified e-mail or a
 *   social link), or is blocked: no question (it would show that account to whoever proves the phone) and
 *   never entered; it loses the phone and the prover starts a fresh account, as for a phone no one holds.
 */
export type PhoneHolderCase = "owner" | "blocked" | "take-over" | "release";

/** Whether the account proved a channel or a provider account of its own besides the given phone claim. */
export const provedOtherThanPhone = (
  holder: Pick<UserRow, "email" | "isEmailVerified" | "socialId">,
): boolean => (holder.email !== null && holder.isEmailVerified) || holder.socialId !== null;

/** The case of the account holding an OTP-proven phone (pure; see `PhoneHolderCase`). */
export function phoneHolderCase(
  holder: Pick<UserRow, "status" | "isPhoneVerified" | "email" | "isEmailVerified" | "socialId">,
): PhoneHolderCase {
  const active = holder.status === 1;
  if (holder.isPhoneVerified) return active ? "owner" : "blocked";
  return active && !provedOtherThanPhone(holder) ? "take-over" : "release";
}

/**
 * The `is_exist_user` question about `holder` (its name; its private photo is not served before sign-in),
 * with a single-use ticket of `purpose` that the answer must bring back.
 */
export async function existAccountAnswer(
  db: Db,
  holder: UserRow,
  now: Date,
  question: {
    purpose: "exist-user" | "exist-social";
    loginType: "otp" | "social";
    email: string | null;
  },
): Promise<AuthEnvelope & { exist_user_token: string }> {
  const ticket = await issueTicket(db, question.purpose, holder.id, now, existUserTicketTtlSeconds);
  const name = [holder.fName, holder.lName].filter((part) => (part ?? "") !== "").join(" ");
  return {
    token: null,
    exist_user_token: ticket,
    is_phone_verified: 1,
    is_email_verified: 1,
    is_personal_info: 1,
    is_exist_user: { id: holder.id, name, image: null },
    login_type: question.loginType,
    email: question.email,
  };
}

/** The `is_exist_user` answer after an OTP login. */
export function existUserAnswer(db: Db, user: UserRow, now: Date) {
  return existAccountAnswer(db, user, now, {
    purpose: "exist-user",
    loginType: "otp",
    email: null,
  });
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
 * cover goes: its password, its (unverified) e-mail, its sessions and tickets. The phone becomes
 * verified. Guarded on the case still being `take-over`: the phone still the account's and unverified,
 * no verified e-mail, no social link, active (an account that proved something is never entered).
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
      email: null,
      loginMedium: "otp",
    })
    .where(
      and(
        eq(users.id, user.id),
        eq(users.phone, phone),
        eq(users.isPhoneVerified, false),
        or(isNull(users.email), eq(users.isEmailVerified, false)),
        isNull(users.socialId),
        eq(users.status, 1),
      ),
    )
    .returning();
  if (!taken) return null;
  await endSessions(db, user.id);
  await dropTickets(db, user.id);
  return taken;
}

/**
 * "No", or `release`: the account that only claimed the phone loses it (the prover starts a fresh
 * account); nothing else of it changes (a verified e-mail, a link, its sessions stay its owner's).
 * False when it proved the phone meanwhile (then the phone is not free).
 */
export async function releasePhone(db: Db, user: UserRow): Promise<boolean> {
  const released = await db
    .update(users)
    .set({ phone: null })
    .where(and(eq(users.id, user.id), eq(users.isPhoneVerified, false)))
    .returning({ id: users.id });
  return released.length > 0;
}

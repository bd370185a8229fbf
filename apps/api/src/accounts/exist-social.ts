import { and, eq, isNull, or } from "drizzle-orm";

import type { Db } from "../db/client";
import type { UserRow } from "./users";
import { users } from "../db/schema";
import { dropTickets, redeemTicket, ticketUser } from "./account-ticket";
import { existAccountAnswer } from "./exist-user";
import { endSessions } from "./sessions";

/**
 * "Is It You?" after a social login (ADR 0024, addendum): the provider proves an e-mail; an account that
 * holds that e-mail but is not linked to this provider account is the question's subject.
 *
 * - `link`: the account proved the e-mail itself (verified) and is active. The provider's proof is the
 *   same proof, so "Yes" links the provider to the account as it is; "No" leaves the account alone and
 *   starts a fresh one without that e-mail.
 * - `take-over`: the account only claimed the e-mail and proved nothing else (no verified phone) and is
 *   active. "Yes" takes it over as an OTP "Yes" does: whatever the proof does not cover goes; "No" takes
 *   the e-mail away from it and starts a fresh account on it.
 * - `release`: the account only claimed the e-mail but proved a phone (a verified account), or is blocked:
 *   no question (it would show that account's name to whoever proves the e-mail), it loses the e-mail
 *   and the prover starts a fresh account, as before.
 * - `blocked`: the account proved the e-mail and is blocked: the prover is its owner, refused.
 */
export type SocialHolderCase = "link" | "take-over" | "release" | "blocked";

/** What happens to the account holding a provider-proven e-mail (pure; see `SocialHolderCase`). */
export function socialHolderCase(
  holder: Pick<UserRow, "status" | "isEmailVerified" | "isPhoneVerified" | "phone">,
): SocialHolderCase {
  const active = holder.status === 1;
  if (holder.isEmailVerified) return active ? "link" : "blocked";
  const provedPhone = holder.phone !== null && holder.isPhoneVerified;
  return active && !provedPhone ? "take-over" : "release";
}

/** The question after a social login, naming the provider's e-mail. */
export function socialExistAnswer(db: Db, holder: UserRow, now: Date) {
  return existAccountAnswer(db, holder, now, {
    purpose: "exist-social",
    loginType: "social",
    email: holder.email,
  });
}

/** Uses the answer's ticket up: true when it is the live ticket of the e-mail's current holder. */
export async function redeemSocialExist(
  db: Db,
  holder: UserRow,
  ticket: string | undefined,
  now: Date,
): Promise<boolean> {
  if (ticket === undefined || ticketUser(ticket) !== holder.id) return false;
  return redeemTicket(db, "exist-social", holder.id, ticket, now);
}

/**
 * "Yes" on a `link` account: the provider account is linked to it (guarded on the account still holding
 * the e-mail verified); nothing else changes.
 */
export async function linkSocial(
  db: Db,
  holder: UserRow,
  email: string,
  socialId: string,
): Promise<UserRow | null> {
  const [linked] = await db
    .update(users)
    .set({ socialId })
    .where(
      and(
        eq(users.id, holder.id),
        eq(users.email, email),
        eq(users.isEmailVerified, true),
        eq(users.status, 1),
      ),
    )
    .returning();
  return linked ?? null;
}

/**
 * "Yes" on a `take-over` account: the proof covers the e-mail only, so the password, the (unverified)
 * phone, the name the claimer typed, another social link, every session and ticket go; the e-mail
 * becomes verified and the provider account is linked. The prover then gives a name and a phone
 * (update-info). Guarded on the account still holding the e-mail unverified and no verified phone.
 */
export async function takeOverBySocial(
  db: Db,
  holder: UserRow,
  email: string,
  socialId: string,
  medium: string,
): Promise<UserRow | null> {
  const [taken] = await db
    .update(users)
    .set({
      isEmailVerified: true,
      socialId,
      loginMedium: medium,
      passwordHash: null,
      phone: null,
      isPhoneVerified: false,
      fName: null,
      lName: null,
    })
    .where(
      and(
        eq(users.id, holder.id),
        eq(users.email, email),
        eq(users.isEmailVerified, false),
        or(isNull(users.phone), eq(users.isPhoneVerified, false)),
        eq(users.status, 1),
      ),
    )
    .returning();
  if (!taken) return null;
  await endSessions(db, holder.id);
  await dropTickets(db, holder.id);
  return taken;
}

/** The account that only claimed the e-mail loses it (the prover starts a fresh account on it). */
export async function releaseEmail(db: Db, holder: UserRow): Promise<void> {
  await db
    .update(users)
    .set({ email: null })
    .where(and(eq(users.id, holder.id), eq(users.isEmailVerified, false)));
}

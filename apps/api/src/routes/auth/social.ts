import type { Context } from "hono";
import { eq } from "drizzle-orm";
import { Hono } from "hono";

import type { LoginBody } from "@marketplace/api-client";
import { socialLoginBodySchema, socialRegisterBodySchema } from "@marketplace/api-client";

import type { UserRow } from "../../accounts/users";
import type { AppEnv } from "../../lib/app-env";
import { authEnvelope } from "../../accounts/auth-envelope";
import { assertPhone } from "../../accounts/credential-rules";
import {
  linkSocial,
  redeemSocialExist,
  releaseEmail,
  socialExistAnswer,
  socialHolderCase,
  takeOverBySocial,
} from "../../accounts/exist-social";
import { issueOtp } from "../../accounts/otp";
import { createSession, sessionPolicyOf } from "../../accounts/sessions";
import { createUser, findUserByEmail, findUserByPhone } from "../../accounts/users";
import { socialLoginOn, unverifiedChannel } from "../../accounts/verification";
import { users } from "../../db/schema";
import { ApiError, errorBody } from "../../lib/errors";
import { accountFieldBounds } from "../../lib/field-bounds";
import { parseBody } from "../../lib/validate";
import { nowOf } from "../helpers";
import { existAnswerOf, loginSettingsOf, methodOff, otpDeps, staleStep } from "./context";
import { taken } from "./sign-up";

/**
 * The provider check. In demo mode the token `demo` is accepted for every medium (the unique_id names
 * the account). A real deployment verifies Google id tokens (JWKS, audience = client id), Facebook
 * access tokens (Graph `/me`) and Apple id tokens (JWKS) here; none is configured, so outside demo
 * mode social sign-in is refused.
 */
async function verifyProvider(
  c: Context<AppEnv>,
  token: string,
  medium: "google" | "facebook" | "apple",
): Promise<void> {
  if (!socialLoginOn(await loginSettingsOf(c), medium)) throw methodOff();
  if (!c.get("deps").env.demoMode)
    throw ApiError.of(403, "social", "Social login is not configured on this server.");
  if (token !== "demo") throw ApiError.of(401, "auth-001", "The social token is not valid.");
}

const socialKey = (medium: string, uniqueId: string) => `${medium}:${uniqueId}`;

async function findLinkedUser(
  c: Context<AppEnv>,
  medium: string,
  uniqueId: string,
): Promise<UserRow | null> {
  const [linked] = await c
    .get("deps")
    .db.select()
    .from(users)
    .where(eq(users.socialId, socialKey(medium, uniqueId)));
  return linked ?? null;
}

/**
 * The legacy `auth/social-login` (no "Is It You?" step): the linked account, or the e-mail's account
 * when it proved the e-mail (then linked); an account that only claimed it loses it (issue 20 #6).
 */
async function findSocialUser(
  c: Context<AppEnv>,
  medium: string,
  uniqueId: string,
  email: string | undefined,
): Promise<UserRow | null> {
  const { db } = c.get("deps");
  const linked = await findLinkedUser(c, medium, uniqueId);
  if (linked) return linked;
  if (!email) return null;
  const holder = await findUserByEmail(db, email);
  if (!holder) return null;
  if (!holder.isEmailVerified) {
    await releaseEmail(db, holder);
    return null;
  }
  return linkSocial(db, holder, holder.email ?? "", socialKey(medium, uniqueId));
}

/** What a social login answers, or the account it continues with (null: a fresh one). */
type SocialOutcome =
  | { kind: "answer"; envelope: Awaited<ReturnType<typeof socialExistAnswer>> }
  | { kind: "user"; user: UserRow | null; withEmail: boolean };

const blockedAccount = () => new ApiError(403, errorBody("auth-003", "Your account is blocked."));

/**
 * The account a social login continues with (ADR 0024, social addendum): the one linked to this
 * provider account; else the account holding the proven e-mail asks "Is It You?" (or, when it proved a
 * phone or is blocked but only claimed the e-mail, loses the e-mail); the answer links, takes over or
 * starts afresh.
 */
async function socialAccount(
  c: Context<AppEnv>,
  body: Extract<LoginBody, { login_type: "social" }>,
): Promise<SocialOutcome> {
  const { db } = c.get("deps");
  const linked = await findLinkedUser(c, body.medium, body.unique_id);
  if (linked) return { kind: "user", user: linked, withEmail: true };
  const holder = body.email ? await findUserByEmail(db, body.email) : null;
  if (!holder) return { kind: "user", user: null, withEmail: true };
  const email = holder.email ?? "";
  const socialId = socialKey(body.medium, body.unique_id);
  const which = socialHolderCase(holder);
  if (which === "blocked") throw blockedAccount();
  if (which === "release") {
    await releaseEmail(db, holder);
    return { kind: "user", user: null, withEmail: true };
  }
  const answer = existAnswerOf(body.verified);
  const now = nowOf(c);
  if (answer === null)
    return { kind: "answer", envelope: await socialExistAnswer(db, holder, now) };
  if (answer === "no") {
    // "No" needs no ticket (the provider proved the e-mail again); a ticket sent is used up.
    if (body.exist_user_token !== undefined)
      await redeemSocialExist(db, holder, body.exist_user_token, now);
    if (which === "link") return { kind: "user", user: null, withEmail: false };
    await releaseEmail(db, holder);
    return { kind: "user", user: null, withEmail: true };
  }
  if (!(await redeemSocialExist(db, holder, body.exist_user_token, now))) throw staleStep();
  const user =
    which === "link"
      ? await linkSocial(db, holder, email, socialId)
      : await takeOverBySocial(db, holder, email, socialId, body.medium);
  if (!user) throw staleStep();
  return { kind: "user", user, withEmail: true };
}

/** `auth/login` with `login_type: social`. A new account without a phone continues with update-info. */
export async function socialSignIn(
  c: Context<AppEnv>,
  body: Extract<LoginBody, { login_type: "social" }>,
) {
  await verifyProvider(c, body.token, body.medium);
  if (body.medium !== "apple" && !body.email)
    throw ApiError.of(403, "email", "The email field is required.");
  const { db } = c.get("deps");
  const settings = await loginSettingsOf(c);
  const outcome = await socialAccount(c, body);
  if (outcome.kind === "answer") return outcome.envelope;
  let user = outcome.user;
  if (user && user.status !== 1) throw blockedAccount();
  // After "No" to an account that proved the e-mail, the fresh account goes without it (it stays there).
  user ??= await createUser(db, {
    email: outcome.withEmail ? body.email : undefined,
    isEmailVerified: outcome.withEmail,
    socialId: socialKey(body.medium, body.unique_id),
    loginMedium: body.medium,
  });
  // Spec A §4 "Login routing": a channel left unverified is verified by a code before signing in (the
  // provider proved the account, not its phone): the code goes out now, the envelope says which one.
  const pending = user.phone === null ? null : unverifiedChannel(user, settings);
  // A code sent less than 60 s ago (update-info's, a repeated login) is still live: it is the one asked.
  if (pending !== null) await issueOtp(otpDeps(c), "verify", pending.target);
  const envelope = await authEnvelope(db, user, {
    loginType: "social",
    settings,
    guestId: body.guest_id,
    signIn: user.phone !== null,
    ...(user.phone === null ? { needsInfo: true } : {}),
    session: sessionPolicyOf(c.get("deps")),
  });
  return {
    ...envelope,
    is_phone_verified: user.phone === null ? 0 : envelope.is_phone_verified,
    // Where the code went, so the storefront can ask for it (the account's own phone).
    ...(pending?.channel === "phone" ? { phone: pending.target } : {}),
  };
}

/**
 * The answer of the legacy social routes for an account with a phone: no session before a channel left
 * unverified is verified by the code sent now (spec A §4 "Login routing"; the storefront sends it back
 * through `auth/verify-phone`), else a session.
 */
async function legacySocialAnswer(c: Context<AppEnv>, user: UserRow & { phone: string }) {
  const pending = unverifiedChannel(user, await loginSettingsOf(c));
  if (pending !== null) {
    await issueOtp(otpDeps(c), "verify", pending.target);
    return {
      token: null,
      is_phone_verified: pending.channel === "phone" ? 0 : 1,
      phone: user.phone,
    };
  }
  const token = await createSession(c.get("deps").db, user.id, sessionPolicyOf(c.get("deps")));
  return { token, is_phone_verified: 1, phone: user.phone };
}

export function socialRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  api.post("/social-login", async (c) => {
    const body = await parseBody(c, socialLoginBodySchema, accountFieldBounds);
    await verifyProvider(c, body.token, body.medium);
    const user = await findSocialUser(c, body.medium, body.unique_id, body.email);
    if (user && user.status !== 1) throw blockedAccount();
    if (user?.phone == null)
      return c.json({ token: null, is_phone_verified: 0, email: body.email ?? null });
    return c.json(await legacySocialAnswer(c, { ...user, phone: user.phone }));
  });

  api.post("/social-register", async (c) => {
    const body = await parseBody(c, socialRegisterBodySchema, accountFieldBounds);
    assertPhone(body.phone);
    await verifyProvider(c, body.token, body.medium);
    const { db } = c.get("deps");
    if (body.email && (await findUserByEmail(db, body.email))) throw taken("email");
    if (await findUserByPhone(db, body.phone)) throw taken("phone");
    // A provider account already linked signs in through social-login; registering it again is refused
    // like any other taken field (it failed on the unique social id with a 500 before).
    if (await findLinkedUser(c, body.medium, body.unique_id)) throw taken("unique_id");
    const user = await createUser(db, {
      email: body.email,
      phone: body.phone,
      isEmailVerified: body.email !== undefined,
      socialId: socialKey(body.medium, body.unique_id),
      loginMedium: body.medium,
    });
    // The phone is only typed here: with phone verification on, it is proved by a code first.
    return c.json(await legacySocialAnswer(c, { ...user, phone: user.phone ?? body.phone }));
  });

  return api;
}

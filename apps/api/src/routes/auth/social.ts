import type { Context } from "hono";
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";

import type { LoginBody } from "@marketplace/api-client";
import { socialLoginBodySchema, socialRegisterBodySchema } from "@marketplace/api-client";

import type { UserRow } from "../../accounts/users";
import type { AppEnv } from "../../lib/app-env";
import { authEnvelope } from "../../accounts/auth-envelope";
import { assertPhone } from "../../accounts/credential-rules";
import { createSession, sessionPolicyOf } from "../../accounts/sessions";
import { createUser, findUserByEmail, findUserByPhone } from "../../accounts/users";
import { socialLoginOn } from "../../accounts/verification";
import { users } from "../../db/schema";
import { ApiError, errorBody } from "../../lib/errors";
import { accountFieldBounds } from "../../lib/field-bounds";
import { parseBody } from "../../lib/validate";
import { loginSettingsOf, methodOff } from "./context";
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

async function findSocialUser(
  c: Context<AppEnv>,
  medium: string,
  uniqueId: string,
  email: string | undefined,
): Promise<UserRow | null> {
  const { db } = c.get("deps");
  const [bySocial] = await db
    .select()
    .from(users)
    .where(eq(users.socialId, socialKey(medium, uniqueId)));
  if (bySocial) return bySocial;
  if (!email) return null;
  const byEmail = await findUserByEmail(db, email);
  if (!byEmail) return null;
  if (!byEmail.isEmailVerified) {
    // The e-mail was only claimed (sign-up does not prove it); the provider proves it now. The
    // claimer loses it and the prover starts a fresh account, never the claimer's (issue 20 #6).
    await db
      .update(users)
      .set({ email: null })
      .where(and(eq(users.id, byEmail.id), eq(users.isEmailVerified, false)));
    return null;
  }
  await db
    .update(users)
    .set({ socialId: socialKey(medium, uniqueId), isEmailVerified: true })
    .where(eq(users.id, byEmail.id));
  return { ...byEmail, isEmailVerified: true };
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
  let user = await findSocialUser(c, body.medium, body.unique_id, body.email);
  if (user && user.status !== 1)
    throw new ApiError(403, errorBody("auth-003", "Your account is blocked."));
  user ??= await createUser(db, {
    email: body.email,
    isEmailVerified: true,
    socialId: socialKey(body.medium, body.unique_id),
    loginMedium: body.medium,
  });
  const envelope = await authEnvelope(db, user, {
    loginType: "social",
    settings,
    guestId: body.guest_id,
    signIn: user.phone !== null,
    ...(user.phone === null ? { needsInfo: true } : {}),
    session: sessionPolicyOf(c.get("deps")),
  });
  return { ...envelope, is_phone_verified: user.phone === null ? 0 : envelope.is_phone_verified };
}

export function socialRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  api.post("/social-login", async (c) => {
    const body = await parseBody(c, socialLoginBodySchema, accountFieldBounds);
    await verifyProvider(c, body.token, body.medium);
    const user = await findSocialUser(c, body.medium, body.unique_id, body.email);
    if (user?.phone == null)
      return c.json({ token: null, is_phone_verified: 0, email: body.email ?? null });
    const token = await createSession(c.get("deps").db, user.id, sessionPolicyOf(c.get("deps")));
    return c.json({ token, is_phone_verified: 1, phone: user.phone });
  });

  api.post("/social-register", async (c) => {
    const body = await parseBody(c, socialRegisterBodySchema, accountFieldBounds);
    assertPhone(body.phone);
    await verifyProvider(c, body.token, body.medium);
    const { db } = c.get("deps");
    if (body.email && (await findUserByEmail(db, body.email))) throw taken("email");
    if (await findUserByPhone(db, body.phone)) throw taken("phone");
    const user = await createUser(db, {
      email: body.email,
      phone: body.phone,
      isEmailVerified: body.email !== undefined,
      socialId: socialKey(body.medium, body.unique_id),
      loginMedium: body.medium,
    });
    const token = await createSession(db, user.id, sessionPolicyOf(c.get("deps")));
    return c.json({ token, is_phone_verified: 1 });
  });

  return api;
}

import type { Context } from "hono";
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";

import type { LoginBody } from "@marketplace/api-client";
import { loginBodySchema } from "@marketplace/api-client";

import type { AppEnv } from "../../lib/app-env";
import { authEnvelope } from "../../accounts/auth-envelope";
import { checkOtp, issueOtp } from "../../accounts/otp";
import { verifyPassword } from "../../accounts/passwords";
import { sessionPolicyOf } from "../../accounts/sessions";
import { createUser, findUserByEmail, findUserByPhone, normalizePhone } from "../../accounts/users";
import { users } from "../../db/schema";
import { ApiError, errorBody } from "../../lib/errors";
import { parseBody } from "../../lib/validate";
import { loginSettingsOf, methodOff, otpDeps } from "./context";
import { assertOtp, assertSent } from "./otp-errors";
import { socialSignIn } from "./social";

const badCredentials = () =>
  new ApiError(401, errorBody("auth-001", "Invalid credentials."), "bad credentials");
export const blocked = () =>
  new ApiError(403, errorBody("auth-003", "Your account is blocked."), "blocked");

async function manualLogin(c: Context<AppEnv>, body: Extract<LoginBody, { login_type: "manual" }>) {
  const { db } = c.get("deps");
  const user =
    body.field_type === "email"
      ? await findUserByEmail(db, body.email_or_phone)
      : await findUserByPhone(db, body.email_or_phone);
  // The hash is checked even for an unknown user, so timing does not reveal which accounts exist.
  const ok = await verifyPassword(body.password, user?.passwordHash ?? null);
  if (!user || !ok) throw badCredentials();
  if (user.status !== 1) throw blocked();
  const settings = await loginSettingsOf(c);
  if (settings.phoneVerification && !user.isPhoneVerified && user.phone)
    assertSent(await issueOtp(otpDeps(c), "verify", user.phone));
  else if (settings.emailVerification && !user.isEmailVerified && user.email)
    assertSent(await issueOtp(otpDeps(c), "verify", user.email));
  return authEnvelope(db, user, {
    loginType: "manual",
    settings,
    guestId: body.guest_id,
    session: sessionPolicyOf(c.get("deps")),
  });
}

async function otpLogin(c: Context<AppEnv>, body: Extract<LoginBody, { login_type: "otp" }>) {
  const { db } = c.get("deps");
  const phone = normalizePhone(body.phone);
  if (phone.replace("+", "").length < 9)
    throw ApiError.of(403, "phone", "The phone field is invalid.");
  const settings = await loginSettingsOf(c);
  if (!settings.otpLogin) throw methodOff();
  if (body.otp === undefined || body.otp === "") {
    assertSent(await issueOtp(otpDeps(c), "login", phone));
    return {
      token: null,
      is_phone_verified: 0,
      is_email_verified: 0,
      is_personal_info: 0,
      is_exist_user: null,
      login_type: "otp",
      email: null,
    };
  }
  assertOtp(await checkOtp(otpDeps(c), "login", phone, body.otp));
  let user = await findUserByPhone(db, phone);
  if (user && user.status !== 1) throw blocked();
  if (user && !user.isPhoneVerified) {
    // The phone was only claimed (sign-up does not prove it): this code proves it. The claimer loses
    // it and the prover starts a fresh account, never the claimer's (issue 20 #6).
    await db
      .update(users)
      .set({ phone: null })
      .where(and(eq(users.id, user.id), eq(users.isPhoneVerified, false)));
    user = null;
  }
  user ??= await createUser(db, { phone, isPhoneVerified: true, loginMedium: "otp" });
  return authEnvelope(db, user, {
    loginType: "otp",
    settings,
    guestId: body.guest_id,
    session: sessionPolicyOf(c.get("deps")),
  });
}

export function loginRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.post("/login", async (c) => {
    const body = await parseBody(c, loginBodySchema);
    if (body.login_type === "manual") return c.json(await manualLogin(c, body));
    if (body.login_type === "otp") return c.json(await otpLogin(c, body));
    return c.json(await socialSignIn(c, body));
  });
  return api;
}

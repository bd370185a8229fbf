import type { Context } from "hono";
import { Hono } from "hono";

import type { LoginBody } from "@marketplace/api-client";
import { loginBodySchema } from "@marketplace/api-client";

import type { BlockedKeys } from "../../accounts/login-throttle";
import type { UserRow } from "../../accounts/users";
import type { AppEnv } from "../../lib/app-env";
import { authEnvelope } from "../../accounts/auth-envelope";
import {
  existUserAnswer,
  phoneHolderCase,
  redeemExistUser,
  releasePhone,
  takeOverAccount,
} from "../../accounts/exist-user";
import {
  accountKey,
  addressKey,
  admitLogin,
  blockedFor,
  loginSucceeded,
  newBlockedKeys,
} from "../../accounts/login-throttle";
import { checkOtp, issueOtp } from "../../accounts/otp";
import { verifyPassword } from "../../accounts/passwords";
import { sessionPolicyOf } from "../../accounts/sessions";
import {
  createUser,
  findUserByEmail,
  findUserByPhone,
  normalizeEmail,
  normalizePhone,
} from "../../accounts/users";
import { clientAddress } from "../../lib/client-address";
import { ApiError, errorBody } from "../../lib/errors";
import { accountFieldBounds } from "../../lib/field-bounds";
import { parseBody } from "../../lib/validate";
import { nowOf } from "../helpers";
import { existAnswerOf, loginSettingsOf, methodOff, otpDeps, staleStep } from "./context";
import { assertOtp, assertSent } from "./otp-errors";
import { socialSignIn } from "./social";

const badCredentials = () =>
  new ApiError(401, errorBody("auth-001", "Invalid credentials."), "bad credentials");
export const blocked = () =>
  new ApiError(403, errorBody("auth-003", "Your account is blocked."), "blocked");

/** 429 with Retry-After: too many sign-in attempts for this account or from this address. */
class Throttled extends Error {
  constructor(readonly seconds: number) {
    super("login throttled");
  }
}

/** One memory of blocked keys per database handle (per instance), beside the database's counts. */
const blockedKeysByDb = new WeakMap<object, BlockedKeys>();
function blockedKeysOf(c: Context<AppEnv>): BlockedKeys {
  const { db } = c.get("deps");
  let blocked = blockedKeysByDb.get(db);
  if (!blocked) {
    blocked = newBlockedKeys();
    blockedKeysByDb.set(db, blocked);
  }
  return blocked;
}

async function manualLogin(c: Context<AppEnv>, body: Extract<LoginBody, { login_type: "manual" }>) {
  const { db } = c.get("deps");
  const identifier =
    body.field_type === "email"
      ? normalizeEmail(body.email_or_phone)
      : normalizePhone(body.email_or_phone);
  const keys = { account: accountKey(identifier), address: addressKey(clientAddress(c)) };
  // Counted before the (costly) hash, so a flood is turned away without spending bcrypt on it.
  const wait = await admitLogin(db, blockedKeysOf(c), keys, nowOf(c));
  if (wait > 0) throw new Throttled(wait);
  const user =
    body.field_type === "email"
      ? await findUserByEmail(db, body.email_or_phone)
      : await findUserByPhone(db, body.email_or_phone);
  // The hash is checked even for an unknown user, so timing does not reveal which accounts exist.
  const ok = await verifyPassword(body.password, user?.passwordHash ?? null);
  if (!user || !ok) throw badCredentials();
  await loginSucceeded(db, keys);
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
  if (body.exist_user_token === undefined && (body.otp === undefined || body.otp === "")) {
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
  const answer = existAnswerOf(body.verified);
  const now = nowOf(c);
  let user: UserRow | null;
  if (body.exist_user_token !== undefined) {
    // The "Is It You?" answer (ADR 0024): the ticket of the step that asked is the OTP's proof, once.
    if (answer === null) throw ApiError.of(403, "verified", "The verified field is required.");
    const holder = await findUserByPhone(db, phone);
    const account = await redeemExistUser(db, holder, body.exist_user_token, now);
    if (!account) throw staleStep();
    // Decided again at the answer: an account that proved something (or was blocked) since the
    // question is never entered; it loses the phone claim instead (addendum 2).
    if (answer === "yes" && phoneHolderCase(account) === "take-over") {
      user = await takeOverAccount(db, account, phone);
      if (!user) throw staleStep();
    } else {
      if (!(await releasePhone(db, account))) throw staleStep();
      user = null;
    }
  } else {
    assertOtp(await checkOtp(otpDeps(c), "login", phone, body.otp ?? ""));
    user = await findUserByPhone(db, phone);
    const which = user === null ? null : phoneHolderCase(user);
    if (which === "blocked") throw blocked();
    if (user && (which === "take-over" || which === "release")) {
      // The phone was only claimed (sign-up does not prove it): never signed in to the claimer's account
      // as it is (issue 20 #6). An account that proved nothing else is asked about ("Is It You?") unless
      // the prover already said no; one that proved something, or is blocked, only loses the claim, and
      // the prover starts fresh as on a phone no one holds (ADR 0024, addendum 2).
      if (which === "take-over" && answer !== "no") return existUserAnswer(db, user, now);
      if (!(await releasePhone(db, user))) throw staleStep();
      user = null;
    }
  }
  user ??= await createUser(db, { phone, isPhoneVerified: true, loginMedium: "otp" });
  return authEnvelope(db, user, {
    loginType: "otp",
    settings,
    guestId: body.guest_id,
    session: sessionPolicyOf(c.get("deps")),
  });
}

function throttled(c: Context<AppEnv>, seconds: number) {
  const message = `Too many login attempts. Please try again after ${String(seconds)} seconds.`;
  return c.json(errorBody("too_many_attempts", message), 429, { "Retry-After": String(seconds) });
}

export function loginRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.post("/login", async (c) => {
    // An address this instance already blocks is turned away before its body is even read.
    const addressWait = blockedFor(blockedKeysOf(c), addressKey(clientAddress(c)), nowOf(c));
    if (addressWait > 0) return throttled(c, addressWait);
    const body = await parseBody(c, loginBodySchema, accountFieldBounds);
    if (body.login_type === "manual") {
      try {
        return c.json(await manualLogin(c, body));
      } catch (error) {
        if (!(error instanceof Throttled)) throw error;
        return throttled(c, error.seconds);
      }
    }
    if (body.login_type === "otp") return c.json(await otpLogin(c, body));
    return c.json(await socialSignIn(c, body));
  });
  return api;
}

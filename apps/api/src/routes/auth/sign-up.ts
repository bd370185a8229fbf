import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";

import type { SignUpBody } from "@marketplace/api-client";
import { signUpBodySchema } from "@marketplace/api-client";

import type { AuthEnvelope } from "../../accounts/auth-envelope";
import type { LoginSettings } from "../../accounts/verification";
import type { AppEnv } from "../../lib/app-env";
import { authEnvelope } from "../../accounts/auth-envelope";
import { assertNewPassword, assertPhone } from "../../accounts/credential-rules";
import { issueOtp } from "../../accounts/otp";
import { hashPassword } from "../../accounts/passwords";
import { referrerOf } from "../../accounts/referral";
import { sessionPolicyOf } from "../../accounts/sessions";
import { signUpMetTaken, signUpWait } from "../../accounts/sign-up-limits";
import { newGuestId } from "../../accounts/tokens";
import {
  createUser,
  findUserByEmail,
  findUserByPhone,
  normalizeEmail,
  normalizePhone,
} from "../../accounts/users";
import { guests } from "../../db/schema";
import { clientAddress } from "../../lib/client-address";
import { ApiError, errorBody } from "../../lib/errors";
import { accountFieldBounds } from "../../lib/field-bounds";
import { tooManyRequests } from "../../lib/rate-limit";
import { parseBody } from "../../lib/validate";
import { isUniqueViolation } from "../../orders/db-errors";
import { nowOf, referenceOf } from "../helpers";
import { loginSettingsOf, otpDeps } from "./context";
import { assertSent } from "./otp-errors";

const guestBody = z.object({ fcm_token: z.string().max(500).optional() });

export const taken = (field: string) =>
  ApiError.of(403, field, `The ${field} has already been taken.`);

/**
 * The answer to a sign-up whose phone or e-mail already belongs to an account, with phone or e-mail
 * verification on: the answer a new account gets while its channel still has to be verified (an OTP
 * goes to it), and no account is created or changed — so the answer does not tell that the account
 * exists (issue 20 #14).
 */
async function takenAnswer(
  c: Context<AppEnv>,
  body: SignUpBody,
  settings: LoginSettings,
): Promise<AuthEnvelope> {
  const email = body.email ? normalizeEmail(body.email) : null;
  const emailOk = !settings.emailVerification || email === null;
  const viaEmail = !settings.phoneVerification && !emailOk && email !== null;
  assertSent(await issueOtp(otpDeps(c), "verify", viaEmail ? email : normalizePhone(body.phone)));
  return {
    token: null,
    is_phone_verified: viaEmail ? 1 : 0,
    is_email_verified: emailOk ? 1 : 0,
    is_personal_info: 1,
    is_exist_user: null,
    login_type: "manual",
    email,
  };
}

export function signUpRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  api.post("/guest/request", async (c) => {
    const body = await parseBody(c, guestBody, accountFieldBounds);
    const { db } = c.get("deps");
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const id = newGuestId();
      try {
        await db.insert(guests).values({ id, fcmToken: body.fcm_token ?? null });
        return c.json({ message: "guest_verified", guest_id: id });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }
    throw new ApiError(500, errorBody("guest", "Could not create a guest."));
  });

  api.post("/sign-up", async (c) => {
    const body = await parseBody(c, signUpBodySchema, accountFieldBounds);
    assertPhone(body.phone);
    assertNewPassword(body.password);
    const { db } = c.get("deps");
    const address = clientAddress(c);
    const now = nowOf(c);
    const wait = await signUpWait(db, address, now);
    if (wait > 0) return tooManyRequests(c, wait);
    // Hashed first: a taken identity costs the same time as a new account.
    const passwordHash = await hashPassword(body.password);
    const settings = await loginSettingsOf(c);
    const takenField = async () =>
      (await findUserByPhone(db, body.phone)) !== null
        ? "phone"
        : body.email !== undefined && (await findUserByEmail(db, body.email)) !== null
          ? "email"
          : null;
    /**
     * A taken account: with a verification on, the answer of a new account still to verify; with both
     * off a new account is signed in at once, which a taken one cannot be, so no answer can hide it —
     * the contract's 403 "already been taken" then, and the per-address limit keeps probing slow.
     */
    const takenReply = async (field: string) => {
      await signUpMetTaken(db, address, now);
      if (!settings.phoneVerification && !settings.emailVerification) throw taken(field);
      return c.json(await takenAnswer(c, body, settings));
    };
    // Before the taken check: a wrong code answers the same whether the phone is taken or not (ADR 0016).
    const referredBy = await referrerOf(db, (await referenceOf(c)).settings, body.ref_code);
    const field = await takenField();
    if (field !== null) return takenReply(field);
    let user;
    try {
      user = await createUser(db, { ...body, password: undefined, passwordHash, referredBy });
    } catch (error) {
      if (isUniqueViolation(error)) return takenReply((await takenField()) ?? "phone");
      throw error;
    }
    if (settings.phoneVerification && user.phone)
      assertSent(await issueOtp(otpDeps(c), "verify", user.phone));
    else if (settings.emailVerification && user.email)
      assertSent(await issueOtp(otpDeps(c), "verify", user.email));
    return c.json(
      await authEnvelope(db, user, {
        loginType: "manual",
        settings,
        guestId: body.guest_id,
        session: sessionPolicyOf(c.get("deps")),
      }),
    );
  });

  return api;
}

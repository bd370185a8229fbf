import type { Context } from "hono";
import { eq } from "drizzle-orm";
import { Hono } from "hono";

import {
  firebaseVerifyBodySchema,
  updateInfoBodySchema,
  verifyPhoneBodySchema,
} from "@marketplace/api-client";

import type { UserRow } from "../../accounts/users";
import type { AppEnv } from "../../lib/app-env";
import { ticketUser } from "../../accounts/account-ticket";
import { authEnvelope } from "../../accounts/auth-envelope";
import { assertPhone } from "../../accounts/credential-rules";
import { redeemInfoTicket } from "../../accounts/info-ticket";
import { checkOtp, issueOtp } from "../../accounts/otp";
import { sessionPolicyOf } from "../../accounts/sessions";
import {
  findUserByEmail,
  findUserById,
  findUserByPhone,
  normalizeEmail,
  normalizePhone,
  splitName,
} from "../../accounts/users";
import { users } from "../../db/schema";
import { ApiError } from "../../lib/errors";
import { accountFieldBounds } from "../../lib/field-bounds";
import { parseBody } from "../../lib/validate";
import { isUniqueViolation } from "../../orders/db-errors";
import { nowOf } from "../helpers";
import { loginSettingsOf, otpDeps } from "./context";
import { assertOtp, assertSent } from "./otp-errors";
import { taken } from "./sign-up";

async function markVerified(
  c: Context<AppEnv>,
  channel: "phone" | "email",
  target: string,
  otp: string,
): Promise<UserRow> {
  const { db } = c.get("deps");
  const user =
    channel === "phone" ? await findUserByPhone(db, target) : await findUserByEmail(db, target);
  if (!user) throw new ApiError(404, { message: "User not found." });
  assertOtp(
    await checkOtp(
      otpDeps(c),
      "verify",
      channel === "phone" ? normalizePhone(target) : normalizeEmail(target),
      otp,
    ),
  );
  const change = channel === "phone" ? { isPhoneVerified: true } : { isEmailVerified: true };
  await db.update(users).set(change).where(eq(users.id, user.id));
  return { ...user, ...change };
}

export function verifyRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  api.post("/verify-phone", async (c) => {
    const body = await parseBody(c, verifyPhoneBodySchema, accountFieldBounds);
    const target = body.verification_type === "phone" ? body.phone : body.email;
    if (!target)
      throw ApiError.of(
        403,
        body.verification_type,
        `The ${body.verification_type} field is required.`,
      );
    const user = await markVerified(c, body.verification_type, target, body.otp);
    const settings = await loginSettingsOf(c);
    return c.json(
      await authEnvelope(c.get("deps").db, user, {
        loginType: body.login_type,
        settings,
        guestId: body.guest_id,
        session: sessionPolicyOf(c.get("deps")),
      }),
    );
  });

  api.post("/firebase-verify-token", async (c) => {
    const body = await parseBody(c, firebaseVerifyBodySchema, accountFieldBounds);
    if (!c.get("deps").env.demoMode)
      throw ApiError.of(403, "403", "Firebase verification is not configured on this server.");
    const user = await markVerified(c, "phone", body.phone, body.otp);
    const settings = await loginSettingsOf(c);
    return c.json(
      await authEnvelope(c.get("deps").db, user, {
        loginType: body.login_type,
        settings,
        guestId: body.guest_id,
        session: sessionPolicyOf(c.get("deps")),
      }),
    );
  });

  api.post("/update-info", async (c) => {
    const body = await parseBody(c, updateInfoBodySchema, accountFieldBounds);
    assertPhone(body.phone);
    const { db } = c.get("deps");
    // A social account is the one its ticket names: after "No" to "Is It You?" the fresh account does
    // not hold the provider's e-mail (the account that proved it keeps it; ADR 0024 addendum).
    const ticketOwner = ticketUser(body.update_info_token);
    const user =
      body.login_type === "social"
        ? ticketOwner === null
          ? await findUserByEmail(db, body.email)
          : await findUserById(db, ticketOwner)
        : await findUserByPhone(db, body.phone);
    if (!user) throw new ApiError(404, { message: "User not found." });
    if ((user.fName ?? "") !== "") throw new ApiError(403, { message: "Already has a name." });
    // Only the login that just proved this account (OTP or social) may complete it: its ticket, once.
    if (!(await redeemInfoTicket(db, user.id, body.update_info_token ?? "", nowOf(c))))
      throw ApiError.of(
        403,
        "update_info_token",
        "The sign-in step has expired or is not valid. Please sign in again.",
      );
    const name = splitName(body.name);
    // A phone given here is not proven: it stays unverified (an OTP verifies it), so it never makes the
    // account the phone's owner (issue 20 #6) — unless it is the phone this account already proved (a
    // social registration verified by its code before user_info): that one stays proven, no new code.
    const phone = normalizePhone(body.phone);
    const provenPhone = user.isPhoneVerified && user.phone === phone;
    const change =
      body.login_type === "social"
        ? { ...name, phone, isPhoneVerified: provenPhone }
        : { ...name, email: normalizeEmail(body.email) };
    try {
      await db.update(users).set(change).where(eq(users.id, user.id));
    } catch (error) {
      if (isUniqueViolation(error)) throw taken(body.login_type === "social" ? "phone" : "email");
      throw error;
    }
    const settings = await loginSettingsOf(c);
    if (body.login_type === "social" && settings.phoneVerification && !provenPhone)
      assertSent(await issueOtp(otpDeps(c), "verify", phone));
    return c.json(
      await authEnvelope(
        db,
        { ...user, ...change },
        {
          loginType: body.login_type,
          settings,
          guestId: body.guest_id,
          session: sessionPolicyOf(c.get("deps")),
        },
      ),
    );
  });

  return api;
}

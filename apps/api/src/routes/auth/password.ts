import type { Context } from "hono";
import { eq } from "drizzle-orm";
import { Hono } from "hono";

import {
  forgotPasswordBodySchema,
  resetPasswordBodySchema,
  verifyResetTokenBodySchema,
} from "@marketplace/api-client";

import type { AppEnv } from "../../lib/app-env";
import { assertNewPassword } from "../../accounts/credential-rules";
import { checkOtp, issueOtp } from "../../accounts/otp";
import { hashPassword } from "../../accounts/passwords";
import { endSessions } from "../../accounts/sessions";
import {
  findUserByEmail,
  findUserByPhone,
  normalizeEmail,
  normalizePhone,
} from "../../accounts/users";
import { users } from "../../db/schema";
import { ApiError } from "../../lib/errors";
import { accountFieldBounds } from "../../lib/field-bounds";
import { parseBody } from "../../lib/validate";
import { otpDeps } from "./context";
import { assertSent } from "./otp-errors";

type Method = { verification_method: "phone" | "email"; phone?: string; email?: string };

async function resetTarget(c: Context<AppEnv>, body: Method) {
  const raw = body.verification_method === "phone" ? body.phone : body.email;
  if (!raw)
    throw ApiError.of(
      403,
      body.verification_method,
      `The ${body.verification_method} field is required.`,
    );
  const { db } = c.get("deps");
  const user =
    body.verification_method === "phone"
      ? await findUserByPhone(db, raw)
      : await findUserByEmail(db, raw);
  // An unknown account goes through the same steps (its code is never accepted), so no answer and
  // no timing tells which accounts exist (issue 20 #14).
  const target = body.verification_method === "phone" ? normalizePhone(raw) : normalizeEmail(raw);
  return { user, target };
}

const invalidToken = () => ApiError.of(400, "reset_token", "Invalid token.");

export function passwordRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  api.post("/forgot-password", async (c) => {
    const body = await parseBody(c, forgotPasswordBodySchema, accountFieldBounds);
    const { target } = await resetTarget(c, body);
    assertSent(await issueOtp(otpDeps(c), "reset", target));
    return c.json({ message: "OTP sent successfully." });
  });

  api.post("/verify-token", async (c) => {
    const body = await parseBody(c, verifyResetTokenBodySchema, accountFieldBounds);
    const { user, target } = await resetTarget(c, body);
    const result = await checkOtp(otpDeps(c), "reset", target, body.reset_token, { keep: true });
    if (result === "blocked")
      throw ApiError.of(405, "otp", "Too many wrong attempts. Please try again after 60 seconds.");
    if (result !== "ok" || !user) throw invalidToken();
    return c.json({ message: "OTP found, you can proceed." });
  });

  api.put("/reset-password", async (c) => {
    const body = await parseBody(c, resetPasswordBodySchema, accountFieldBounds);
    assertNewPassword(body.password);
    const { user, target } = await resetTarget(c, body);
    const result = await checkOtp(otpDeps(c), "reset", target, body.reset_token);
    if (result === "blocked")
      throw ApiError.of(405, "otp", "Too many wrong attempts. Please try again after 60 seconds.");
    if (result !== "ok" || !user) throw invalidToken();
    const { db } = c.get("deps");
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(body.password) })
      .where(eq(users.id, user.id));
    await endSessions(db, user.id);
    return c.json({ message: "Password changed successfully." });
  });

  return api;
}

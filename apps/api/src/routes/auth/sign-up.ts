import { Hono } from "hono";
import { z } from "zod";

import { signUpBodySchema } from "@marketplace/api-client";

import type { AppEnv } from "../../lib/app-env";
import { authEnvelope } from "../../accounts/auth-envelope";
import { issueOtp } from "../../accounts/otp";
import { sessionPolicyOf } from "../../accounts/sessions";
import { newGuestId } from "../../accounts/tokens";
import { createUser, findUserByEmail, findUserByPhone } from "../../accounts/users";
import { guests } from "../../db/schema";
import { ApiError, errorBody } from "../../lib/errors";
import { parseBody } from "../../lib/validate";
import { isUniqueViolation } from "../../orders/db-errors";
import { loginSettingsOf, otpDeps } from "./context";
import { assertSent } from "./otp-errors";

const guestBody = z.object({ fcm_token: z.string().max(500).optional() });

export const taken = (field: string) =>
  ApiError.of(403, field, `The ${field} has already been taken.`);

export function signUpRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  api.post("/guest/request", async (c) => {
    const body = await parseBody(c, guestBody);
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
    const body = await parseBody(c, signUpBodySchema);
    const { db } = c.get("deps");
    if (body.email && (await findUserByEmail(db, body.email))) throw taken("email");
    if (await findUserByPhone(db, body.phone)) throw taken("phone");
    const settings = await loginSettingsOf(c);
    let user;
    try {
      user = await createUser(db, body);
    } catch (error) {
      if (isUniqueViolation(error)) throw taken("phone");
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

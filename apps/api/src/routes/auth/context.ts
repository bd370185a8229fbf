import type { Context } from "hono";

import type { OtpDeps } from "../../accounts/otp";
import type { AppEnv } from "../../lib/app-env";
import { loginSettings } from "../../accounts/verification";
import { ApiError } from "../../lib/errors";
import { nowOf, referenceOf } from "../helpers";

/** A login method the config switches off (`centralize_login`). */
export const methodOff = () =>
  ApiError.of(403, "login_type", "This login method is not available.");

export function otpDeps(c: Context<AppEnv>): OtpDeps {
  const deps = c.get("deps");
  return { db: deps.db, env: deps.env, logger: deps.logger, now: nowOf(c) };
}

export async function loginSettingsOf(c: Context<AppEnv>) {
  return loginSettings((await referenceOf(c)).settings);
}

/** `verified` of an OTP or social login: "no" (re-create the account on the phone), another truthy value, or none. */
export function existAnswerOf(
  verified: string | number | boolean | undefined,
): "yes" | "no" | null {
  if (verified === undefined || verified === "" || verified === false || verified === 0)
    return null;
  return String(verified).trim().toLowerCase() === "no" ? "no" : "yes";
}

export const staleStep = () =>
  ApiError.of(
    403,
    "exist_user_token",
    "The sign-in step has expired or is not valid. Please sign in again.",
  );

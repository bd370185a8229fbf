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

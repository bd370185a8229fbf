import { Hono } from "hono";

import type { AppEnv } from "../../lib/app-env";
import { loginRoutes } from "./login";
import { logoutRoutes } from "./logout";
import { passwordRoutes } from "./password";
import { signUpRoutes } from "./sign-up";
import { socialRoutes } from "./social";
import { verifyRoutes } from "./verify";

/** `auth/*`: guests, sign-up, login (manual, OTP, social), verification, password reset and logout. */
export function authRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.route("/auth", signUpRoutes());
  api.route("/auth", loginRoutes());
  api.route("/auth", verifyRoutes());
  api.route("/auth", socialRoutes());
  api.route("/auth", passwordRoutes());
  api.route("/auth", logoutRoutes());
  return api;
}

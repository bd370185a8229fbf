import { Hono } from "hono";

import type { AppEnv } from "../../lib/app-env";
import { endSession } from "../../accounts/sessions";

/**
 * `POST auth/logout`: revokes the session of the bearer token it is called with (the storefront's
 * sign-out calls it before dropping its cookie). Signed-out callers get the same answer.
 */
export function logoutRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.post("/logout", async (c) => {
    const { token } = c.get("ctx");
    if (token) await endSession(c.get("deps").db, token);
    return c.json({ message: "Logout successful." });
  });
  return api;
}

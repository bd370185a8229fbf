import type { MiddlewareHandler } from "hono";

import type { AppEnv } from "../lib/app-env";
import { resolveSession, sessionPolicyOf } from "./sessions";

/** Gives the app's `requireCustomer` (and every route) the session lookup of the accounts area. */
export const provideCustomerResolver: MiddlewareHandler<AppEnv> = async (c, next) => {
  const deps = c.get("deps");
  if (!deps.resolveCustomer) {
    c.set("deps", {
      ...deps,
      resolveCustomer: (token) => resolveSession(deps.db, token, sessionPolicyOf(deps)),
    });
  }
  await next();
};

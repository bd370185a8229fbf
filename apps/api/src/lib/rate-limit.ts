import type { Context } from "hono";

import type { AppEnv } from "./app-env";
import { errorBody } from "./errors";

/** The 429 answer with `Retry-After` (seconds). */
export function tooManyRequests(c: Context<AppEnv>, retryAfterSeconds: number): Response {
  return c.json(errorBody("too_many_requests", "Too many attempts. Please try again later."), 429, {
    "Retry-After": String(retryAfterSeconds),
  });
}

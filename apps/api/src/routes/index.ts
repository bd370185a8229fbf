import { Hono } from "hono";

import type { AppEnv } from "../lib/app-env";

/**
 * Every `/api/v1` route module, mounted in one place. Each area lives in `routes/<area>/`;
 * add one line per area here.
 */
export function apiRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  return api;
}

import { createHash, timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";

import type { AppEnv } from "../../lib/app-env";
import { ApiError, errorBody } from "../../lib/errors";

/** The header that carries `DEMO_CONTROL_TOKEN`. */
export const demoControlHeader = "x-demo-control-token";

const hidden = () =>
  new ApiError(404, errorBody("not_found", "The requested resource was not found."));
const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * Only in demo mode, only when `DEMO_CONTROL_TOKEN` is set, and only for a caller that sends it:
 * otherwise a `/demo` control does not exist (404, as any unknown path), so nothing reveals it (ADR 0023).
 */
export const demoControlOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { demoMode, demoControlToken } = c.get("deps").env;
  const sent = c.req.header(demoControlHeader) ?? "";
  if (!demoMode || demoControlToken === undefined) throw hidden();
  if (!timingSafeEqual(digest(sent), digest(demoControlToken))) throw hidden();
  await next();
};

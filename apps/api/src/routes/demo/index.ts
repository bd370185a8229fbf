import { Hono } from "hono";

import type { AppEnv } from "../../lib/app-env";
import { demoControlOnly } from "./control-only";
import { loginSettingsRoutes } from "./login-settings";
import { orderLifeRoutes } from "./order-life";

/**
 * The demo's controls under `/demo` (outside `/api/v1`, so the storefront's same-origin proxy never
 * forwards to them), for the browser tests: hidden (404) unless demo mode is on, `DEMO_CONTROL_TOKEN`
 * is set and the caller sends it (ADR 0023).
 */
export function demoControlRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.use("*", demoControlOnly);
  api.route("/", loginSettingsRoutes());
  api.route("/", orderLifeRoutes());
  return api;
}

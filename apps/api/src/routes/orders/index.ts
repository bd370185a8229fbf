import { Hono } from "hono";

import type { AppEnv } from "../../lib/app-env";
import { moduleCheck } from "../../lib/middleware";
import { changeRoutes } from "./change";
import { paymentRoutes } from "./payments";
import { placeRoutes } from "./place";
import { readRoutes } from "./read";
import { reasonRoutes } from "./reasons";

/** `customer/order/*`: place, list, details, track, cancel, payment switch, offline payments, refunds. */
export function orderRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.route("/", reasonRoutes());
  api.use("/customer/order/*", moduleCheck({ optional: true }));
  api.route("/", placeRoutes());
  api.route("/", readRoutes());
  api.route("/", changeRoutes());
  api.route("/", paymentRoutes());
  return api;
}

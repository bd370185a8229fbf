import { Hono } from "hono";

import type { AppEnv } from "../../lib/app-env";
import { moduleCheck } from "../../lib/middleware";
import { addressRoutes } from "./addresses";
import { extraRoutes } from "./extras";
import { messageRoutes } from "./messages";
import { profileRoutes } from "./profile";
import { walletRoutes } from "./wallet";
import { wishlistRoutes } from "./wishlist";

/** `customer/*` account routes (MC*: a sent `moduleId` is still checked). */
export function customerRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.use("/customer/*", moduleCheck({ optional: true }));
  api.route("/", profileRoutes());
  api.route("/", addressRoutes());
  api.route("/", wishlistRoutes());
  api.route("/", walletRoutes());
  api.route("/", messageRoutes());
  api.route("/", extraRoutes());
  return api;
}

import { Hono } from "hono";

import type { AppEnv } from "../../lib/app-env";
import { campaignRoutes } from "./campaigns";
import { cashbackRoutes } from "./cashback";
import { couponRoutes } from "./coupons";
import { flashSaleRoutes } from "./flash-sales";

/** Campaigns, flash sales, coupons and cashback offers. */
export function promotionRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.route("/", campaignRoutes());
  app.route("/", flashSaleRoutes());
  app.route("/", couponRoutes());
  app.route("/", cashbackRoutes());
  return app;
}

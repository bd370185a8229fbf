import { Hono } from "hono";

import type { AppEnv } from "../../lib/app-env";
import { bannerRoutes } from "./banners";
import { brandRoutes } from "./brands";
import { categoryRoutes } from "./categories";
import { itemRoutes } from "./items";
import { promotionRoutes } from "./promotions";
import { reviewRoutes } from "./reviews";
import { searchRoutes } from "./search";
import { storeRoutes } from "./stores";

/** The catalogue: banners, categories, items, stores, search, promotions, brands and reviews. */
export function catalogRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.route("/", reviewRoutes());
  app.route("/", bannerRoutes());
  app.route("/", categoryRoutes());
  app.route("/", itemRoutes());
  app.route("/", storeRoutes());
  app.route("/", searchRoutes());
  app.route("/", promotionRoutes());
  app.route("/", brandRoutes());
  return app;
}

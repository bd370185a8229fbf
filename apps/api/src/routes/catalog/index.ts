import { Hono } from "hono";

import type { AppEnv } from "../../lib/app-env";
import { microCache } from "../../lib/micro-cache";
import { openApiRoutes } from "../../openapi/routes";
import { bannerRoutes } from "./banners";
import { brandRoutes } from "./brands";
import { categoryRoutes } from "./categories";
import { itemRoutes } from "./items";
import { promotionRoutes } from "./promotions";
import { reviewRoutes } from "./reviews";
import { searchRoutes } from "./search";
import { storeDetailRoutes } from "./store-details";
import { storeRoutes } from "./stores";

/** Anonymous GET answers of these paths are micro-cached (see `microCache`). */
const cachedPaths = [
  "/banners",
  "/banners/*",
  "/other-banners",
  "/other-banners/*",
  "/advertisement/list",
  "/categories",
  "/categories/*",
  "/items/*",
  "/stores/*",
  "/get-combined-data",
  "/campaigns/*",
  "/flash-sales",
  "/flash-sales/*",
  "/coupon/list/all",
  "/brand",
  "/brand/*",
  "/common-condition",
  "/common-condition/*",
];

/** The catalogue: banners, categories, items, stores, search, promotions, brands and reviews. */
export function catalogRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const cache = microCache();
  for (const path of cachedPaths) app.use(path, cache);
  app.route("/", reviewRoutes());
  app.route("/", bannerRoutes());
  app.route("/", categoryRoutes());
  app.route("/", itemRoutes());
  app.route("/", storeRoutes());
  app.route("/", storeDetailRoutes());
  app.route("/", searchRoutes());
  app.route("/", promotionRoutes());
  app.route("/", brandRoutes());
  app.route("/", openApiRoutes());
  return app;
}

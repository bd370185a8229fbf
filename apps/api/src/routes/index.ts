import { Hono } from "hono";

import type { AppEnv } from "../lib/app-env";
import { provideCustomerResolver } from "../accounts/middleware";
import { authRoutes } from "./auth";
import { cartRoutes } from "./cart";
import { catalogRoutes } from "./catalog";
import { configRoutes } from "./config/config";
import { locationRoutes } from "./config/location";
import { mapFeatureRoutes } from "./config/map-features";
import { policyPageRoutes } from "./content/policy-pages";
import { customerRoutes } from "./customer";
import { orderRoutes } from "./orders";
import { registrationRoutes } from "./registration";
import { reviewRoutes } from "./reviews";
import { accountFileRoutes } from "./uploads/account-files";
import { orderAttachmentRoutes } from "./uploads/order-attachments";
import { reviewFileRoutes } from "./uploads/review-files";

/**
 * Every `/api/v1` route module, mounted in one place. Each area lives in `routes/<area>/`;
 * add one line per area here.
 */
export function apiRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.use(provideCustomerResolver);
  api.route("/", configRoutes());
  api.route("/", policyPageRoutes());
  api.route("/", locationRoutes());
  api.route("/", mapFeatureRoutes());
  // Before the catalogue: `items/reviews/submit` is exempt from its `items/*` module check.
  api.route("/", reviewRoutes());
  api.route("/", catalogRoutes());
  api.route("/", authRoutes());
  api.route("/", customerRoutes());
  api.route("/", cartRoutes());
  api.route("/", orderRoutes());
  api.route("/", registrationRoutes());
  api.route("/", orderAttachmentRoutes());
  api.route("/", accountFileRoutes());
  api.route("/", reviewFileRoutes());
  return api;
}

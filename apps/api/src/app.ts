import path from "node:path";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { secureHeaders } from "hono/secure-headers";

import type { AppDeps, AppEnv } from "./lib/app-env";
import { packageRoot } from "./env";
import { ApiError, errorBody } from "./lib/errors";
import { requestContext, requestLog } from "./lib/middleware";
import { refuseNul } from "./lib/nul-guard";
import { storageHandler } from "./lib/static-files";
import { apiRoutes } from "./routes";
import { walletGatewayRoutes } from "./routes/customer/wallet-gateway";
import { demoControlRoutes } from "./routes/demo";

export type { AppDeps, AppEnv } from "./lib/app-env";

/** The largest request body accepted (JSON and forms; uploads of issue 7 stay under it). */
export const maxBodyBytes = 2 * 1024 * 1024;

/** Builds the Hono app (no listening): the server, the tests and the bench all use this. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use(async (c, next) => {
    c.set("deps", deps);
    await next();
  });
  app.use(requestLog);
  const allowOrigin = (origin: string) => (deps.env.corsOrigins.includes(origin) ? origin : null);
  const preflight = cors({
    origin: allowOrigin,
    allowHeaders: [
      "content-type",
      "authorization",
      "zoneid",
      "moduleid",
      "latitude",
      "longitude",
      "x-localization",
      "x-request-id",
      "accept",
    ],
    allowMethods: ["GET", "POST", "PUT", "DELETE", "OPTIONS"],
    credentials: true,
    maxAge: 600,
  });
  app.use(async (c, next) => {
    if (c.req.method === "OPTIONS") return preflight(c, next);
    // The headers hono's cors sets, set on the route's answer after it (hono's cors sets them on a
    // default answer first, which made every answer a copy through a full Response and a stream).
    await next();
    const origin = allowOrigin(c.req.header("origin") ?? "");
    if (origin) c.res.headers.set("Access-Control-Allow-Origin", origin);
    c.res.headers.set("Access-Control-Allow-Credentials", "true");
    c.res.headers.append("Vary", "Origin");
  });
  app.use(secureHeaders({ crossOriginResourcePolicy: "cross-origin" }));
  const tooLarge = (c: Context<AppEnv>) =>
    c.json(errorBody("payload_too_large", "The request body is too large."), 413);
  const streamedLimit = bodyLimit({ maxSize: maxBodyBytes, onError: tooLarge });
  app.use(async (c, next) => {
    // A body announced by Content-Length is checked by the header alone (as hono's bodyLimit does), so the
    // request stays the node adapter's lightweight one and the route reads the body straight from the
    // socket; bodies without a length (chunked) are counted while read by hono's bodyLimit.
    const { method } = c.req;
    if (method === "GET" || method === "HEAD") return next();
    const length = c.req.header("content-length");
    if (length !== undefined && c.req.header("transfer-encoding") === undefined)
      return Number.parseInt(length, 10) > maxBodyBytes ? tooLarge(c) : next();
    return streamedLimit(c, next);
  });
  app.use(requestContext);
  app.use("/api/v1/*", refuseNul);

  app.get("/health", async (c) => {
    const started = performance.now();
    await deps.db.execute(sql`select 1`);
    return c.json({
      status: "ok",
      db: "up",
      // eslint-disable-next-line marketplace/no-ad-hoc-money -- a latency in milliseconds kept to 2 decimals, not an amount
      latency_ms: Math.round((performance.now() - started) * 100) / 100,
    });
  });
  app.get("/storage/*", storageHandler(path.join(packageRoot, "storage")));
  app.route("/api/v1", apiRoutes());
  app.route("/payment", walletGatewayRoutes());
  app.route("/demo", demoControlRoutes());

  app.notFound((c) => c.json(errorBody("not_found", "The requested resource was not found."), 404));
  app.onError((error, c) => {
    if (error instanceof ApiError) {
      return c.json(error.body as object, error.status as ContentfulStatusCode);
    }
    deps.logger.error("unhandled error", {
      reqId: c.get("requestId"),
      path: c.req.path,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    return c.json(errorBody("internal", "Something went wrong."), 500);
  });
  return app;
}

import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { eq } from "drizzle-orm";

import type { AppEnv } from "./app-env";
import { modules } from "../db/schema";
import { ApiError, errorBody } from "./errors";
import { readRequestContext } from "./request-context";

/** Parses the storefront's headers once per request into `c.get("ctx")`. */
export const requestContext: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set(
    "ctx",
    readRequestContext((name) => c.req.header(name)),
  );
  c.set("module", null);
  c.set("customer", null);
  await next();
};

/** One structured log line per request. */
export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  const requestId = c.req.header("x-request-id") ?? randomUUID();
  c.set("requestId", requestId);
  await next();
  // On the answer's headers directly: `c.header` after the route copies the answer into a full Response
  // (its body then goes out as a stream instead of one write).
  c.res.headers.set("x-request-id", requestId);
  c.get("deps").logger.info("request", {
    reqId: requestId,
    method: c.req.method,
    path: c.req.path,
    status: c.res.status,
    // eslint-disable-next-line marketplace/no-ad-hoc-money -- a latency in milliseconds kept to 2 decimals, not an amount
    ms: Math.round((performance.now() - started) * 100) / 100,
  });
};

const moduleCache = new WeakMap<object, Map<number, { id: number; moduleType: string } | null>>();

/**
 * The production backend's module check: a `moduleId` header naming an existing module is required
 * (403 `moduleId` otherwise). With `optional`, a request without the header passes (the MC* exemptions),
 * but a header that is sent is still checked.
 */
export function moduleCheck(options: { optional?: boolean } = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const ctx = c.get("ctx");
    if (!ctx.moduleIdSent && options.optional) {
      await next();
      return;
    }
    if (ctx.moduleId === null) {
      throw new ApiError(403, errorBody("moduleId", "The module id field is required."));
    }
    const { db } = c.get("deps");
    let cache = moduleCache.get(db);
    if (!cache) {
      cache = new Map();
      moduleCache.set(db, cache);
    }
    let found = cache.get(ctx.moduleId);
    if (found === undefined) {
      const [row] = await db
        .select({ id: modules.id, moduleType: modules.moduleType, status: modules.status })
        .from(modules)
        .where(eq(modules.id, ctx.moduleId));
      found = row?.status === 1 ? { id: row.id, moduleType: row.moduleType } : null;
      if (found) cache.set(ctx.moduleId, found);
    }
    if (!found) throw new ApiError(403, errorBody("moduleId", "Module not found!"));
    c.set("module", found);
    await next();
  };
}

/** `auth:api`: a bearer token that resolves to a customer, else 401 `auth-001`. */
export const requireCustomer: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = c.get("ctx").token;
  const resolve = c.get("deps").resolveCustomer;
  const customer = token && resolve ? await resolve(token) : null;
  if (!customer) throw new ApiError(401, errorBody("auth-001", "Unauthenticated."));
  c.set("customer", customer);
  await next();
};

import type { MiddlewareHandler } from "hono";

import type { AppEnv } from "./app-env";

interface Entry {
  at: number;
  status: number;
  body: string;
}

const stores = new WeakMap<object, Map<string, Entry>>();
const maxEntries = 5_000;

/** Drops every cached response of this database (call after writes that change catalogue data). */
export function invalidateMicroCache(db: object): void {
  stores.delete(db);
}

/**
 * A short-lived cache of anonymous catalogue answers (GET, status 200), keyed by the URL and every
 * header that changes the answer (zone, module, coordinates, language). Catalogue data changes
 * rarely, so answers may be up to `ttlMs` old; requests with a bearer token are never cached.
 */
export function microCache(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const ctx = c.get("ctx");
    const ttlMs = c.get("deps").env.catalogCacheMs;
    if (c.req.method !== "GET" || ctx.token !== null || ttlMs <= 0) {
      await next();
      return;
    }
    const db = c.get("deps").db;
    let store = stores.get(db);
    if (!store) {
      store = new Map();
      stores.set(db, store);
    }
    const key = [
      c.req.url,
      c.req.header("zoneid") ?? "",
      c.req.header("moduleid") ?? "",
      c.req.header("latitude") ?? "",
      c.req.header("longitude") ?? "",
      ctx.locale,
    ].join("\u0001");
    const now = Date.now();
    const hit = store.get(key);
    if (hit && now - hit.at < ttlMs) {
      c.header("x-cache", "hit");
      return c.body(hit.body, hit.status as 200, { "content-type": "application/json" });
    }
    await next();
    if (c.res.status !== 200 || !c.res.headers.get("content-type")?.includes("application/json"))
      return;
    const body = await c.res.clone().text();
    if (store.size >= maxEntries) {
      const oldest = store.keys().next();
      if (!oldest.done) store.delete(oldest.value);
    }
    store.delete(key);
    store.set(key, { at: now, status: c.res.status, body });
  };
}

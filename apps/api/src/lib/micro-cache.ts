import type { MiddlewareHandler } from "hono";

import type { AppEnv } from "./app-env";

interface Entry {
  at: number;
  status: number;
  body: string;
}

const stores = new WeakMap<object, { entries: Map<string, Entry>; bytes: number }>();
/** Bounds: the oldest answers are dropped first. */
const maxEntries = 5_000;
const maxBytes = 32 * 1024 * 1024;

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
      store = { entries: new Map(), bytes: 0 };
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
    const hit = store.entries.get(key);
    if (hit && now - hit.at < ttlMs) {
      c.header("x-cache", "hit");
      return c.body(hit.body, hit.status as 200, { "content-type": "application/json" });
    }
    await next();
    if (c.res.status !== 200 || !c.res.headers.get("content-type")?.includes("application/json"))
      return;
    const body = await c.res.clone().text();
    const previous = store.entries.get(key);
    if (previous) {
      store.entries.delete(key);
      store.bytes -= previous.body.length;
    }
    while (
      store.entries.size > 0 &&
      (store.entries.size >= maxEntries || store.bytes + body.length > maxBytes)
    ) {
      const [oldestKey, oldest] = store.entries.entries().next().value ?? [];
      if (oldestKey === undefined || oldest === undefined) break;
      store.entries.delete(oldestKey);
      store.bytes -= oldest.body.length;
    }
    if (body.length > maxBytes) return;
    store.entries.set(key, { at: now, status: c.res.status, body });
    store.bytes += body.length;
  };
}

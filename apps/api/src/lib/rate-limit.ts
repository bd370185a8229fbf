import type { Context } from "hono";

import type { AppEnv } from "./app-env";
import { errorBody } from "./errors";

/**
 * Fixed-window counters in this process's memory: at most `limit` hits per key per `windowMs`. For
 * unauthenticated lookups where a guess must stay expensive (not login throttling, which is stored in
 * the database so it holds across instances).
 */
export class WindowLimiter {
  private readonly windows = new Map<string, { start: number; hits: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Seconds until the key may try again (0: it may now). */
  retryAfter(key: string, now: number): number {
    const window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs || window.hits < this.limit) return 0;
    return Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000));
  }

  /** Counts one hit for the key. */
  hit(key: string, now: number): void {
    const window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      if (this.windows.size > 50_000) this.sweep(now);
      this.windows.set(key, { start: now, hits: 1 });
    } else window.hits += 1;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows)
      if (now - window.start >= this.windowMs) this.windows.delete(key);
  }
}

/** The 429 answer with `Retry-After` (seconds). */
export function tooManyRequests(c: Context<AppEnv>, retryAfterSeconds: number): Response {
  return c.json(errorBody("too_many_requests", "Too many attempts. Please try again later."), 429, {
    "Retry-After": String(retryAfterSeconds),
  });
}

import { inArray, sql } from "drizzle-orm";

import type { Db } from "../db/client";
import { loginAttempts } from "../db/schema";

/**
 * Fixed-window hit counters stored in the database (the `login_attempts` table, one row per key), so
 * a limit holds across every API instance on that database (ADR 0016). Keys are namespaced by their
 * user (`account:`, `address:` for sign-in; `track-order:`, `track-address:` for anonymous tracking).
 */
export interface Window {
  /** Hits allowed per key in one window. */
  limit: number;
  windowSeconds: number;
}

const secondsLeft = (windowStart: Date, window: Window, now: Date) =>
  Math.max(
    1,
    Math.ceil((windowStart.getTime() + window.windowSeconds * 1000 - now.getTime()) / 1000),
  );

/**
 * Counts one hit on the key and answers how many seconds the caller must wait (0 = this hit was
 * within the limit). One atomic upsert: concurrent hits from several instances are all counted.
 */
export async function countHit(db: Db, key: string, window: Window, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - window.windowSeconds * 1000);
  const stale = sql`${loginAttempts.windowStart} <= ${cutoff.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(loginAttempts)
    .values({ key, attempts: 1, windowStart: now })
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        attempts: sql`case when ${stale} then 1 else ${loginAttempts.attempts} + 1 end`,
        windowStart: sql`case when ${stale} then ${now.toISOString()}::timestamptz else ${loginAttempts.windowStart} end`,
      },
    })
    .returning({ attempts: loginAttempts.attempts, windowStart: loginAttempts.windowStart });
  if (!row || row.attempts <= window.limit) return 0;
  return secondsLeft(row.windowStart, window, now);
}

/**
 * Without counting: the seconds to wait before any of the keys may be tried again (0 = none of them
 * has used up its window). One read for all the keys.
 */
export async function waitFor(
  db: Db,
  keys: readonly string[],
  window: (key: string) => Window,
  now: Date,
): Promise<number> {
  if (keys.length === 0) return 0;
  const rows = await db
    .select({
      key: loginAttempts.key,
      attempts: loginAttempts.attempts,
      windowStart: loginAttempts.windowStart,
    })
    .from(loginAttempts)
    .where(inArray(loginAttempts.key, [...keys]));
  let wait = 0;
  for (const row of rows) {
    const limits = window(row.key);
    const ends = row.windowStart.getTime() + limits.windowSeconds * 1000;
    if (ends <= now.getTime() || row.attempts < limits.limit) continue;
    wait = Math.max(wait, secondsLeft(row.windowStart, limits, now));
  }
  return wait;
}

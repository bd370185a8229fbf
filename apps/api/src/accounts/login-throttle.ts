import { eq, sql } from "drizzle-orm";

import type { Db } from "../db/client";
import { loginAttempts } from "../db/schema";
import { countHit } from "../lib/attempt-counter";
import { sha256 } from "./tokens";

/**
 * Sign-in limits (issue 20 #5, ADR 0014): in a fixed 15-minute window, 10 attempts per account and
 * 30 per client address; past either, 429 with Retry-After until the window ends. A successful sign-in
 * clears the account's count and gives the address its attempt back.
 */
export const loginLimits = {
  windowSeconds: 900,
  account: { attempts: 10 },
  address: { attempts: 30 },
};

/** The account's key: the hash of the normalized e-mail or phone (known or not, same treatment). */
export const accountKey = (identifier: string) => `account:${sha256(identifier)}`;
export const addressKey = (address: string) => `address:${address}`;

/** Counts one attempt on the key: the seconds the caller must wait (0 = go ahead). */
const countAttempt = (db: Db, key: string, limit: number, now: Date) =>
  countHit(db, key, { limit, windowSeconds: loginLimits.windowSeconds }, now);

/**
 * Keys this instance already saw blocked, with the end of their block: while blocked, an attempt is
 * answered from memory, without a database write (a flood of throttled attempts then costs next to
 * nothing). The database stays the one count shared by every instance. Bounded: the oldest go first.
 */
export interface BlockedKeys {
  until: Map<string, number>;
}
const maxBlockedKeys = 10_000;

export const newBlockedKeys = (): BlockedKeys => ({ until: new Map() });

export function blockedFor(blocked: BlockedKeys, key: string, now: Date): number {
  const until = blocked.until.get(key);
  if (until === undefined) return 0;
  if (until <= now.getTime()) {
    blocked.until.delete(key);
    return 0;
  }
  return Math.ceil((until - now.getTime()) / 1000);
}

function remember(blocked: BlockedKeys, key: string, seconds: number, now: Date): void {
  if (seconds <= 0) return;
  if (blocked.until.size >= maxBlockedKeys) {
    const oldest = blocked.until.keys().next();
    if (!oldest.done) blocked.until.delete(oldest.value);
  }
  blocked.until.set(key, now.getTime() + seconds * 1000);
}

/** Counts a sign-in attempt for the account and the address; the seconds to wait, or 0. */
export async function admitLogin(
  db: Db,
  blocked: BlockedKeys,
  keys: { account: string; address: string },
  now: Date,
): Promise<number> {
  const known = Math.max(
    blockedFor(blocked, keys.account, now),
    blockedFor(blocked, keys.address, now),
  );
  if (known > 0) return known;
  const account = await countAttempt(db, keys.account, loginLimits.account.attempts, now);
  const address = await countAttempt(db, keys.address, loginLimits.address.attempts, now);
  remember(blocked, keys.account, account, now);
  remember(blocked, keys.address, address, now);
  return Math.max(account, address);
}

/** After a successful sign-in: the account starts afresh; the address gets its attempt back. */
export async function loginSucceeded(
  db: Db,
  keys: { account: string; address: string },
): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, keys.account));
  await db
    .update(loginAttempts)
    .set({ attempts: sql`greatest(${loginAttempts.attempts} - 1, 0)` })
    .where(eq(loginAttempts.key, keys.address));
}

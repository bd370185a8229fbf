import { and, eq, gt, ne } from "drizzle-orm";

import type { Db } from "../db/client";
import type { AppDeps } from "../lib/app-env";
import { sessions, users } from "../db/schema";
import { newSessionToken, sha256 } from "./tokens";

/** How long sessions live and what time it is (the app's clock). */
export interface SessionPolicy {
  now: Date;
  /** A session unused for this long ends (sliding: each use extends it). */
  ttlSeconds: number;
}

/** The app's session policy: its clock and SESSION_TTL_SECONDS. */
export function sessionPolicyOf(deps: Pick<AppDeps, "env" | "now">): SessionPolicy {
  return { now: deps.now?.() ?? new Date(), ttlSeconds: deps.env.sessionTtlSeconds };
}

const expiryOf = (policy: SessionPolicy) =>
  new Date(policy.now.getTime() + policy.ttlSeconds * 1000);

/**
 * A used session's expiry is pushed forward at most this often (a write per request would tax every
 * signed-in call): a tenth of the lifetime, capped at an hour.
 */
const refreshStepMs = (policy: SessionPolicy) => Math.min(policy.ttlSeconds * 100, 3_600_000);

/** Opens a session and returns the bearer token (only its hash is stored). */
export async function createSession(
  db: Db,
  userId: number,
  policy: SessionPolicy,
): Promise<string> {
  const token = newSessionToken();
  await db
    .insert(sessions)
    .values({ userId, tokenHash: sha256(token), expiresAt: expiryOf(policy) });
  return token;
}

/**
 * The active customer behind a bearer token, or null (unknown or expired token, blocked or deleted
 * user). Using a session extends it to now + the lifetime.
 */
export async function resolveSession(
  db: Db,
  token: string,
  policy: SessionPolicy,
): Promise<{ id: number } | null> {
  if (token.length < 20 || token.length > 200) return null;
  const tokenHash = sha256(token);
  const [row] = await db
    .select({ id: users.id, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        eq(users.status, 1),
        gt(sessions.expiresAt, policy.now),
      ),
    );
  if (!row) return null;
  const extended = expiryOf(policy);
  if (extended.getTime() - row.expiresAt.getTime() >= refreshStepMs(policy))
    await db.update(sessions).set({ expiresAt: extended }).where(eq(sessions.tokenHash, tokenHash));
  return { id: row.id };
}

/** Ends the session of this bearer token (logout). */
export async function endSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
}

/** Ends every session of a user (account removal, password reset). */
export async function endSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Ends every session of a user but the one of this bearer token (password change). */
export async function endOtherSessions(db: Db, userId: number, token: string): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, sha256(token))));
}

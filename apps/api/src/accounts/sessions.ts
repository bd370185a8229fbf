import { and, eq } from "drizzle-orm";

import type { Db } from "../db/client";
import { sessions, users } from "../db/schema";
import { newSessionToken, sha256 } from "./tokens";

/** Opens a session and returns the bearer token (only its hash is stored). */
export async function createSession(db: Db, userId: number): Promise<string> {
  const token = newSessionToken();
  await db.insert(sessions).values({ userId, tokenHash: sha256(token) });
  return token;
}

/** The active customer behind a bearer token, or null (unknown token, blocked or deleted user). */
export async function resolveSession(db: Db, token: string): Promise<{ id: number } | null> {
  if (token.length < 20 || token.length > 200) return null;
  const [row] = await db
    .select({ id: users.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sha256(token)), eq(users.status, 1)));
  return row ?? null;
}

/** Ends every session of a user (account removal, password reset). */
export async function endSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

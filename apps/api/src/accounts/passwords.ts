import { poolCompare, poolHash } from "./hash-pool";

/** bcrypt cost: 10 rounds (about 60 ms in pure JS, on the worker pool: `hash-pool.ts`). */
const rounds = 10;

/** A hash of a random string nobody knows: checked when there is no account, so timing does not tell. */
const dummyHash = "$2b$10$DBs4lLv/Jv0/B5yWthnHDuiBz9E8.QYlq56fjkS.HohwHq4c2fKfC";

export function hashPassword(password: string): Promise<string> {
  return poolHash(password, rounds);
}

/** bcrypt reads only the first 72 bytes: a longer password is never accepted (issue 20 #14). */
const maxBytes = 72;

/**
 * Compares with the stored hash; without one (or for a password over 72 bytes, which bcrypt would cut),
 * still spends the same work and answers false.
 */
export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  if (!hash || Buffer.byteLength(password, "utf8") > maxBytes) {
    await poolCompare(password, dummyHash);
    return false;
  }
  return poolCompare(password, hash);
}

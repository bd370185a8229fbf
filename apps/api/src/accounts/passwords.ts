import bcrypt from "bcryptjs";

/** bcrypt cost: 10 rounds (about 60 ms in pure JS). */
const rounds = 10;

/** A hash of a random string nobody knows: checked when there is no account, so timing does not tell. */
const dummyHash = "$2b$10$DBs4lLv/Jv0/B5yWthnHDuiBz9E8.QYlq56fjkS.HohwHq4c2fKfC";

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, rounds);
}

/** Compares with the stored hash; without one, still spends the same work and answers false. */
export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  if (!hash) {
    await bcrypt.compare(password, dummyHash);
    return false;
  }
  return bcrypt.compare(password, hash);
}

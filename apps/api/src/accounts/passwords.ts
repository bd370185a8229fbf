import bcrypt from "bcryptjs";

/** bcrypt cost: 10 rounds (about 60 ms in pure JS). */
const rounds = 10;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, rounds);
}

export function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  if (!hash) return Promise.resolve(false);
  return bcrypt.compare(password, hash);
}

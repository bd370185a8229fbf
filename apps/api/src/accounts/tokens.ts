import { createHash, randomBytes, randomInt } from "node:crypto";

/** A random bearer token: 32 bytes, base64url (256 bits; cannot be guessed). */
export function newSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Tokens and codes are stored as their SHA-256 only. */
export function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** A guest id: a random integer in [2^40, 2^48), never sequential. */
export function newGuestId(): number {
  return randomInt(2 ** 40, 2 ** 48 - 1);
}

/** A random 6-digit one-time code. */
export function newOtpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

/** A referral code: 10 characters from an unambiguous alphabet. */
export function newRefCode(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  let code = "";
  for (let index = 0; index < 10; index += 1) code += alphabet[randomInt(0, alphabet.length)];
  return code;
}

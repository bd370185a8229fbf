// One rule for new passwords and phone numbers, used by the API (sign-up, reset, profile) and the
// storefront's forms (issue 20 #14).

import { commonPasswords } from "./common-passwords";

/** A new password has at least 8 characters (the backend's rule; api-paths `auth/sign-up`). */
export const NEW_PASSWORD_MIN_LENGTH = 8;
/** bcrypt reads 72 bytes and silently ignores the rest: longer passwords are refused instead. */
export const PASSWORD_MAX_BYTES = 72;
/** A phone holds 9 to 15 digits (E.164 allows 15). */
export const PHONE_MIN_DIGITS = 9;
export const PHONE_MAX_DIGITS = 15;

export type NewPasswordProblem = "password_too_short" | "password_too_long" | "password_common";

/**
 * What is wrong with a new password, or null: under 8 characters, over 72 bytes (UTF-8), or one of
 * the common passwords (any case).
 * @example newPasswordProblem("password1") // "password_common"
 */
export function newPasswordProblem(password: string): NewPasswordProblem | null {
  if ([...password].length < NEW_PASSWORD_MIN_LENGTH) return "password_too_short";
  if (new TextEncoder().encode(password).length > PASSWORD_MAX_BYTES) return "password_too_long";
  if (commonPasswords.has(password.toLowerCase())) return "password_common";
  return null;
}

/**
 * What is wrong with a phone number, or null: only digits, spaces, dots, dashes, brackets and one
 * leading plus, with 9 to 15 digits (so punctuation alone is not a phone).
 * @example phoneProblem("+1 (555) 010-9999") // null
 */
export function phoneProblem(phone: string): "phone_invalid" | null {
  const trimmed = phone.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return "phone_invalid";
  const digits = trimmed.replace(/\D/g, "").length;
  return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS ? null : "phone_invalid";
}

// Single source of truth for the form field rules shared by several forms (A5, A9): email, phone, password.

import { z } from "zod";

import { newPasswordProblem } from "./account-secrets";

/** Password minimum (A9). */
export const PASSWORD_MIN_LENGTH = 6;
/** Phone minimum characters (A9). */
export const PHONE_MIN_LENGTH = 10;
/** Email maximum (A9). */
export const EMAIL_MAX_LENGTH = 255;

/** A standard email pattern. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A phone: optional plus, 2–15 digits, the first not 0. */
export const PHONE_PATTERN = /^\+?[1-9]\d{1,14}$/;

/**
 * A required text field: missing or blank gives `code`; the text is trimmed.
 * @example requiredText("name_required").parse(" Ann ") // "Ann"
 */
export function requiredText(code: string) {
  return z.string({ error: code }).trim().min(1, { error: code });
}

/**
 * An email: required ('Email is required'), valid and at most 255 ('Must be a valid email').
 * @example emailField().parse("ann@example.com")
 */
export function emailField() {
  return requiredText("email_required")
    .max(EMAIL_MAX_LENGTH, { error: "email_invalid" })
    .regex(EMAIL_PATTERN, { error: "email_invalid" });
}

/**
 * A phone: required ('Please give a phone number'), at least 10 characters ('number must be 10 digits').
 * @example phoneField().parse("+8801700000000")
 */
export function phoneField() {
  return requiredText("phone_required").min(PHONE_MIN_LENGTH, { error: "phone_too_short" });
}

/**
 * A password: required ('Password is required'), at least 6 ('Password is too short - should be 6 chars minimum.').
 * @example passwordField().parse("secret1")
 */
export function passwordField() {
  return z
    .string({ error: "password_required" })
    .min(1, { error: "password_required" })
    .min(PASSWORD_MIN_LENGTH, { error: "password_too_short" });
}

/**
 * The first problem of a password the customer chooses now (sign-up, reset, profile), or null: the
 * spec's required and 6-character codes first, then the shared rule for new passwords
 * (`newPasswordProblem`: at least 8 characters, at most 72 bytes, not a common password; codes
 * `new_password_*`), the rule the API applies again.
 * @example newPasswordCode("abc123x") // "new_password_too_short"
 */
export function newPasswordCode(password: string): string | null {
  if (password.length === 0) return "password_required";
  if (password.length < PASSWORD_MIN_LENGTH) return "password_too_short";
  const problem = newPasswordProblem(password);
  return problem ? `new_${problem}` : null;
}

/**
 * A new password field with `newPasswordCode`'s one message; with `optional`, an empty text means
 * "unchanged" (the profile form).
 * @example newPasswordField().safeParse("password1").error?.issues[0]?.message // "new_password_common"
 */
export function newPasswordField(options: { optional?: boolean } = {}) {
  return z.string({ error: "password_required" }).check((ctx) => {
    if (options.optional === true && ctx.value === "") return;
    const code = newPasswordCode(ctx.value);
    if (code) ctx.issues.push({ code: "custom", message: code, input: ctx.value });
  });
}

/**
 * Phone input keeps only digits with an optional leading plus.
 * @example sanitizePhoneInput("+1 (555) 010-99+") // "+155501099"
 */
export function sanitizePhoneInput(text: string): string {
  const trimmed = text.trim();
  const digits = trimmed.replace(/\D/g, "");
  return trimmed.startsWith("+") ? `+${digits}` : digits;
}

/**
 * Lets a cross-field check run whenever the form values are an object, even while fields are invalid.
 * @example whenObject({ value: {} }) // true
 */
export function whenObject(payload: { value: unknown }): boolean {
  return typeof payload.value === "object" && payload.value !== null;
}

/**
 * Lets the "Passwords must match" check run while other fields are still invalid, as soon as both
 * password fields hold text.
 * @example bothPasswordsTyped({ value: { password: "a", confirm_password: "b" } }) // true
 */
export function bothPasswordsTyped(payload: { value: unknown }): boolean {
  const value = payload.value;
  if (typeof value !== "object" || value === null) return false;
  const { password, confirm_password: confirm } = value as {
    password?: unknown;
    confirm_password?: unknown;
  };
  return typeof password === "string" && typeof confirm === "string";
}

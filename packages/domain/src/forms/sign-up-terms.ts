// Single source of truth for the sign-up button's terms gate (A5). Kept apart from the sign-up schema
// (zod), so the sign-up page's first load can use it without the schema library.

/**
 * The Sign Up button is disabled until the terms are accepted.
 * @example canSubmitSignUp(false) // false
 */
export function canSubmitSignUp(termsAccepted: boolean): boolean {
  return termsAccepted;
}

// Single source of truth for session endings (D4, A4, A8): 401 with a stored token, sign-out, account deletion.

/** Sign-out and the failed-order dialog wait 500 ms (A9). */
export const LOGOUT_DELAY_MS = 500;

/**
 * A 401 response with a stored token ends the session: toast 'Your account is inactive or Your token has
 * been expired', token removed, user goes to /home. Without a stored token a 401 is an ordinary error.
 * @example sessionExpiry(401, true) // { code: "session_expired", href: "/home" }
 */
export function sessionExpiry(
  status: number,
  hasToken: boolean,
): { code: "session_expired"; href: "/home" } | null {
  return status === 401 && hasToken ? { code: "session_expired", href: "/home" } : null;
}

/**
 * After sign-out ('Logout successful.') the user goes to /home, or stays on / when there.
 * @example afterSignOutTarget("/") // "/"
 */
export function afterSignOutTarget(pathname: string): "/" | "/home" {
  return pathname === "/" ? "/" : "/home";
}

/**
 * Account deletion removes the token, clears the user and returns to /; an errors list shows its first
 * message instead.
 * @example afterAccountDeletion({ errors: [{ message: "Order running" }] }) // { code: "show_error", message: "Order running" }
 */
export function afterAccountDeletion(response: {
  errors?: readonly { message: string }[] | null | undefined;
}): { code: "account_deleted"; href: "/" } | { code: "show_error"; message: string } {
  const first = response.errors?.[0];
  return first === undefined
    ? { code: "account_deleted", href: "/" }
    : { code: "show_error", message: first.message };
}

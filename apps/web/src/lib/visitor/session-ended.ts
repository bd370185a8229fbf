/**
 * A session the API ended while a page rendered on the server (spec A "Session": a 401 with a stored token
 * clears the token and goes to /home, with the toast 'Your account is inactive or Your token has been
 * expired'). The server client redirects such a render to `SESSION_ENDED_PATH`, the route that clears the
 * session cookie and lands on `/home` with the flag below; the page there shows the toast and drops it.
 */
export const SESSION_ENDED_PATH = "/session-ended";

/** Response header of the same-origin `/api/v1` proxy: the call's 401 ended the session (its cookie is dropped). */
export const SESSION_EXPIRED_HEADER = "x-session-expired";

/** The flag of the page the ended session lands on (`?session=expired`). */
export const SESSION_ENDED_PARAM = "session";
const SESSION_ENDED_VALUE = "expired";

/** `path` with the flag that shows the session toast. */
export function withSessionEndedFlag(path: string): string {
  return `${path}?${SESSION_ENDED_PARAM}=${SESSION_ENDED_VALUE}`;
}

/** Whether a page's search params carry the flag. */
export function hasSessionEndedFlag(
  searchParams: Record<string, string | string[] | undefined>,
): boolean {
  const value = searchParams[SESSION_ENDED_PARAM];
  return (Array.isArray(value) ? value[0] : value) === SESSION_ENDED_VALUE;
}

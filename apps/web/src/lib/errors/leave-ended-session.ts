import { SESSION_ENDED_PATH } from "~/lib/visitor/session-ended";

let leaving = false;

/**
 * A 401 to the visitor's session in the browser (spec A "Session": a 401 with a stored token clears the
 * token and goes to /home) — from any call, a background poll included: the page is left for the route
 * that clears the session cookie and lands on /home with the spec's toast, as a server render does. A full
 * load, so no drawer, dialog or personal answer of the ended session stays on screen. Once per page.
 */
export function leaveEndedSession(): void {
  if (leaving) return;
  leaving = true;
  window.location.assign(SESSION_ENDED_PATH);
}

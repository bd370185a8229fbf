/**
 * The guest id lives in an HttpOnly cookie the page's scripts cannot read, and a signed-out visitor's page
 * is the same for every guest (ADR 0026): so the BFF sets this readable companion cookie, holding no
 * secret ("1"), together with the guest id and deletes it with it. Scripts learn from it that a guest id
 * (and maybe a cart) exists.
 */
export const GUEST_MARKER_COOKIE = "guest";

/** Sent by the BFF's guest request when it kept the visitor's existing guest id (whose cart may hold lines). */
export const GUEST_KEPT_HEADER = "x-guest-kept";

/** Whether a `document.cookie` string holds the guest marker. */
export function hasGuestMarker(cookies: string): boolean {
  return cookies.split(";").some((pair) => pair.trim() === `${GUEST_MARKER_COOKIE}=1`);
}

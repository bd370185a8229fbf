/** Names of the storefront's cookies. The session cookie is chosen per request in `session-cookie.ts`. */
export const cookieNames = {
  guestId: "guest_id",
  zoneIds: "zone_id",
  latitude: "lat",
  longitude: "lng",
  location: "location",
  moduleId: "module_id",
  moduleType: "module_type",
  language: "lang",
  theme: "theme",
} as const;

/** The session token cookie: `__Host-` prefixed (Secure, Path=/, no Domain) when the site is served over https. */
export function sessionCookieName(secure: boolean): string {
  return secure ? "__Host-session" : "session";
}

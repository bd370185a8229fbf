/** Names of the storefront's cookies; `decodeVisitorCookies` is the one reader of them. */
export const cookieNames = {
  guestId: "guest_id",
  zoneIds: "zone_id",
  latitude: "lat",
  longitude: "lng",
  location: "location",
  /** "account" while the location is one of the signed-in customer's saved addresses. */
  locationSource: "location_source",
  moduleId: "module_id",
  moduleType: "module_type",
  language: "lang",
  theme: "theme",
} as const;

/** The session token cookie: `__Host-` prefixed (Secure, Path=/, no Domain) when the site is served over https. */
export function sessionCookieName(secure: boolean): string {
  return secure ? "__Host-session" : "session";
}

/**
 * What deletes the session cookie: its name with the attributes it was set with (a `__Host-` cookie is only
 * replaced by a Set-Cookie that is Secure with Path=/; without them the browser keeps the session).
 */
export function sessionCookieDeletion(secure: boolean) {
  return { name: sessionCookieName(secure), path: "/", secure };
}

const YEAR = 60 * 60 * 24 * 365;

/** How the visitor's saved choices (theme, language, location, module) are stored: HttpOnly, a year. */
export function preferenceCookieOptions(secure: boolean) {
  return { httpOnly: true, secure, sameSite: "lax" as const, path: "/", maxAge: YEAR };
}

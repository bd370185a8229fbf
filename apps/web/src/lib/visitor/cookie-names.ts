/** Names of the storefront's cookies; `decodeVisitorCookies` is the one reader of them. */
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

const YEAR = 60 * 60 * 24 * 365;

/** How the visitor's saved choices (theme, language, location, module) are stored: HttpOnly, a year. */
export function preferenceCookieOptions(secure: boolean) {
  return { httpOnly: true, secure, sameSite: "lax" as const, path: "/", maxAge: YEAR };
}

import type { RequestContext } from "@marketplace/api-client";

import { cookieNames, sessionCookieName } from "~/lib/cookies/names";
import { parseZoneIds } from "~/lib/preferences/parse-preferences";

/** Reads one cookie value by name. */
export type CookieReader = (name: string) => string | undefined;

/**
 * The SDK request context the storefront's cookies stand for: session token, guest id, zone ids,
 * module, coordinates and language. The BFF proxy and server components both use it, so a page
 * rendered on the server and a call from the browser carry the same headers.
 */
export function contextFromCookies(read: CookieReader, secure: boolean): RequestContext {
  const token = read(sessionCookieName(secure));
  const moduleId = read(cookieNames.moduleId);
  const latitude = read(cookieNames.latitude);
  const longitude = read(cookieNames.longitude);
  const zoneIds = parseZoneIds(read(cookieNames.zoneIds));
  return {
    token: token ?? null,
    guestId: token ? null : (read(cookieNames.guestId) ?? null),
    zoneIds: zoneIds.length > 0 ? zoneIds : null,
    moduleId: moduleId && /^\d{1,9}$/.test(moduleId) ? moduleId : null,
    latitude: latitude && Number.isFinite(Number(latitude)) ? latitude : null,
    longitude: longitude && Number.isFinite(Number(longitude)) ? longitude : null,
    language: read(cookieNames.language) === "ar" ? "ar" : "en",
  };
}

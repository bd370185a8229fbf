import { cookieNames, sessionCookieName } from "~/lib/visitor/cookie-names";

/**
 * The cookies a guest's page may depend on: the storefront's visitor cookies without the guest id
 * (location, module, language, theme). They are the whole key of a cached page (ADR 0026), and the only
 * cookies the cache's own render of a page is sent.
 */
export const PUBLIC_COOKIES: readonly string[] = Object.values(cookieNames).filter(
  (name) => name !== cookieNames.guestId,
);

/** Both names the session cookie can have (plain http and `__Host-` on https). */
const SESSION_COOKIES = new Set([sessionCookieName(false), sessionCookieName(true)]);

/** A `Cookie` header's pairs as sent (values not decoded); the first of a repeated name wins. */
export function parseCookieHeader(header: string | null): Map<string, string> {
  const pairs = new Map<string, string>();
  if (!header) return pairs;
  for (const part of header.split(";")) {
    const at = part.indexOf("=");
    if (at <= 0) continue;
    const name = part.slice(0, at).trim();
    if (name !== "" && !pairs.has(name)) pairs.set(name, part.slice(at + 1).trim());
  }
  return pairs;
}

/** Whether the request carries a session cookie (whatever its value: a signed-in visitor is never served from the cache). */
export function hasSessionCookie(cookies: ReadonlyMap<string, string>): boolean {
  return [...cookies.keys()].some((name) => SESSION_COOKIES.has(name));
}

/** The public cookies of a request, in `PUBLIC_COOKIES` order, values as sent. */
export function publicCookiesOf(cookies: ReadonlyMap<string, string>): [string, string][] {
  const kept: [string, string][] = [];
  for (const name of PUBLIC_COOKIES) {
    const value = cookies.get(name);
    if (value !== undefined) kept.push([name, value]);
  }
  return kept;
}

/** A `Cookie` header of exactly these pairs. */
export function cookieHeaderOf(pairs: readonly (readonly [string, string])[]): string {
  return pairs.map(([name, value]) => `${name}=${value}`).join("; ");
}

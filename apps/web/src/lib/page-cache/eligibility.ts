import { hasSessionCookie, parseCookieHeader, publicCookiesOf } from "./cookies";

/**
 * The pages the anonymous page cache serves (ADR 0026): the module's home and the landing page, whose
 * signed-out render depends on the public cookies only.
 */
export const CACHED_PATHS: ReadonlySet<string> = new Set(["/home", "/"]);

/** Sent by the cache's own request for a page: that request is rendered, never served from the cache. */
export const PAGE_CACHE_FILL_HEADER = "x-page-cache-fill";

/** Headers of client-side navigations and prefetches (RSC payloads, not documents) and server actions. */
const NAVIGATION_HEADERS = [
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "next-url",
  "next-action",
  PAGE_CACHE_FILL_HEADER,
];

/** What the cache needs of a request. */
export interface PageRequest {
  method: string;
  pathname: string;
  /** The query string with its `?` (`""` without one). */
  search: string;
  headers: Pick<Headers, "get">;
}

/** A request the cache may answer: its key and the cookies its page is rendered with. */
export interface CacheablePageRequest {
  key: string;
  /** The request's public cookies (`PUBLIC_COOKIES`), values as sent. */
  cookies: [string, string][];
}

/**
 * Whether a request may be answered from the anonymous page cache, and under which key: a GET of a
 * document (no router, prefetch or action header; `Sec-Fetch-Dest` absent or `document`; the proxy sees
 * them because `skipProxyUrlNormalize` is set) of a cached path, without a query string and without a
 * session cookie. The key is the build, the path and the public cookies' values — nothing else of the
 * request, so the page must not depend on anything else (the cache renders it with those cookies only).
 */
export function cacheablePageRequest(
  request: PageRequest,
  buildId: string,
): CacheablePageRequest | null {
  if (request.method !== "GET") return null;
  if (!CACHED_PATHS.has(request.pathname) || request.search !== "") return null;
  if (NAVIGATION_HEADERS.some((name) => request.headers.get(name) !== null)) return null;
  // A browser names what it fetches: only a document (a navigation) is answered.
  const destination = request.headers.get("sec-fetch-dest");
  if (destination !== null && destination !== "document") return null;
  const all = parseCookieHeader(request.headers.get("cookie"));
  if (hasSessionCookie(all)) return null;
  const cookies = publicCookiesOf(all);
  return { key: JSON.stringify([buildId, request.pathname, cookies]), cookies };
}

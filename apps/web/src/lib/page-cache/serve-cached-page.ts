import type { CachedPage } from "./cached-page";
import type { CacheablePageRequest } from "./eligibility";
import { keepablePage, pageWithNonce } from "./cached-page";
import { cookieHeaderOf } from "./cookies";
import { PAGE_CACHE_FILL_HEADER } from "./eligibility";
import { FillingCache } from "./ttl-lru";

/** As long as the public home sections (ADR 0022): time-based, so N instances stay correct alone. */
export const PAGE_TTL_MS = 30_000;
/** About 200 scopes × ~115 kB: some 25 MB at most per instance. */
export const PAGE_CACHE_ENTRIES = 200;
/** A render slower than this is answered by the normal path instead (the cache never makes one wait longer). */
const FILL_TIMEOUT_MS = 10_000;

/** Next's Cache-Control of a dynamic page: no browser or shared proxy keeps a copy. */
export const DYNAMIC_PAGE_CACHE_CONTROL = "private, no-cache, no-store, max-age=0, must-revalidate";

const pages = new FillingCache<CachedPage>(PAGE_CACHE_ENTRIES, PAGE_TTL_MS);

/**
 * The page's render by this server itself, for the public cookies only (no session, no guest id, no
 * other header of the visitor): what the cache may keep for every visitor of the key.
 */
async function renderAnonymously(
  origin: string,
  pathname: string,
  request: CacheablePageRequest,
): Promise<CachedPage | null> {
  const headers = new Headers({
    accept: "text/html",
    // The copy is compressed (or not) per answer by Next; the render's own answer stays plain.
    "accept-encoding": "identity",
    [PAGE_CACHE_FILL_HEADER]: "1",
  });
  if (request.cookies.length > 0) headers.set("cookie", cookieHeaderOf(request.cookies));
  const answer = await fetch(new URL(pathname, origin), {
    headers,
    redirect: "manual",
    cache: "no-store",
    signal: AbortSignal.timeout(FILL_TIMEOUT_MS),
  });
  const html = await answer.text();
  return keepablePage({ status: answer.status, headers: answer.headers, html });
}

/**
 * The cached page for a request the cache may answer, with a fresh nonce and the matching CSP; null when
 * the page may not be kept (a redirect, a cookie set, a failure): the request is then rendered as usual.
 */
export async function serveCachedPage(
  request: CacheablePageRequest,
  options: { origin: string; pathname: string; nonce: string; policy: string },
): Promise<Response | null> {
  let found: { value: CachedPage | null; hit: boolean };
  try {
    found = await pages.get(request.key, () =>
      renderAnonymously(options.origin, options.pathname, request),
    );
  } catch (error) {
    console.error("page cache: the page's own render failed", error);
    return null;
  }
  const page = found.value;
  if (page === null) return null;
  const copy = pageWithNonce(page, options.nonce);
  const headers = new Headers(copy.headers);
  headers.set("content-security-policy", options.policy);
  headers.set("cache-control", DYNAMIC_PAGE_CACHE_CONTROL);
  headers.set("x-page-cache", found.hit ? "hit" : "miss");
  return new Response(copy.html, { status: 200, headers });
}

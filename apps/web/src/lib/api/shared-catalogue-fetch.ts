import "server-only";

/**
 * How long the storefront's servers reuse a public catalogue answer (seconds): items, stores,
 * categories, banners, campaigns, the config. The same for every visitor of one module, zone, place and
 * language — those are request headers, and Next keys its data cache on the URL and every header — so
 * one visitor's page never shows another's data.
 */
export const CATALOGUE_REVALIDATE_SECONDS = 30;

/** The paths whose answers are personal or change with every action: never kept. */
const personalPath = /\/api\/v1\/(customer|auth)\//;

/**
 * The catalogue reads whose answer does not depend on who asks (ADR 0018, addendum): the production
 * backend serves them without `auth` (docs `api-paths.md`: MW `pub`, `MC` or `MC*`, no handler reads the
 * user) and the reference API answers them the same with or without a session. A signed-in visitor's
 * read of one of these is sent without the session, so it shares the cache with everyone's. Not here,
 * so always sent with the session and never kept: `customer/*` (cart, orders, wishlist, visit-again,
 * suggested items, notifications…), `coupon/*` (the signed-in list is the customer's; `list/all` takes a
 * customer id), `cashback/*`, `delivery-man/reviews/*` (auth), the config (a customer's checkout reads the
 * business settings it pays under fresh, and shows the error page when they fail) and anything not listed.
 */
const tokenFreeCatalogue =
  /\/api\/v1\/(items\/|stores\/|categories(\/|$)|banners(\/|$)|other-banners(\/|$)|advertisement\/list$|campaigns\/|flash-sales(\/|$)|brand(\/|$)|common-condition(\/|$)|get-combined-data$|module$|zone\/list$|parcel-category$|react-landing-page$|landing-page$)/;

/**
 * Whether an upstream request may be answered from the shared cache: reads only, without a session
 * (`Authorization`), a guest id or a personal path. Everything else goes to the API every time.
 */
export function isSharedCatalogueRead(method: string, url: URL, headers: Headers): boolean {
  if (method.toUpperCase() !== "GET") return false;
  if (headers.has("authorization") || headers.has("cookie")) return false;
  return !url.searchParams.has("guest_id") && !personalPath.test(url.pathname);
}

/**
 * Whether a signed-in visitor's read is one of the catalogue reads that do not depend on the visitor
 * (`tokenFreeCatalogue`): it is then sent without `Authorization` and shared like a guest's. Never a
 * write, a request with a cookie or a guest id, or a personal path.
 */
export function isTokenFreeCatalogueRead(method: string, url: URL, headers: Headers): boolean {
  if (method.toUpperCase() !== "GET" || headers.has("cookie")) return false;
  if (url.searchParams.has("guest_id") || personalPath.test(url.pathname)) return false;
  return tokenFreeCatalogue.test(url.pathname);
}

/** The request's headers without the session: what a guest of the same scope sends. */
function withoutSession(headers: Headers): Headers {
  const copy = new Headers(headers);
  copy.delete("authorization");
  return copy;
}

/**
 * The server client's fetch: public catalogue reads are kept in Next's data cache for
 * `CATALOGUE_REVALIDATE_SECONDS` (per server instance, renewed by time, so several instances stay
 * correct without a shared cache), a signed-in visitor's among them sent without the session
 * (`isTokenFreeCatalogueRead`); every other request is sent as is.
 */
export const sharedCatalogueFetch: typeof fetch = (input, init) => {
  const request = input instanceof Request ? input : null;
  const method = init?.method ?? request?.method ?? "GET";
  const url = new URL(
    input instanceof Request ? input.url : input instanceof URL ? input.href : input,
  );
  const headers = request ? request.headers : new Headers(init?.headers);
  const cached = { ...init, next: { revalidate: CATALOGUE_REVALIDATE_SECONDS } };
  if (headers.has("authorization") && isTokenFreeCatalogueRead(method, url, headers)) {
    const anonymous = withoutSession(headers);
    if (request) return fetch(new Request(request, { headers: anonymous }), cached);
    return fetch(input, { ...cached, headers: anonymous });
  }
  if (!isSharedCatalogueRead(method, url, headers)) return fetch(input, init);
  return fetch(input, cached);
};

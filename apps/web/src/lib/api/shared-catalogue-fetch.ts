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
 * Whether an upstream request may be answered from the shared cache: reads only, without a session
 * (`Authorization`), a guest id or a personal path. Everything else goes to the API every time.
 */
export function isSharedCatalogueRead(method: string, url: URL, headers: Headers): boolean {
  if (method.toUpperCase() !== "GET") return false;
  if (headers.has("authorization") || headers.has("cookie")) return false;
  return !url.searchParams.has("guest_id") && !personalPath.test(url.pathname);
}

/**
 * The server client's fetch: public catalogue reads are kept in Next's data cache for
 * `CATALOGUE_REVALIDATE_SECONDS` (per server instance, renewed by time, so several instances stay
 * correct without a shared cache); every other request is sent as is.
 */
export const sharedCatalogueFetch: typeof fetch = (input, init) => {
  const shared =
    input instanceof Request
      ? isSharedCatalogueRead(init?.method ?? input.method, new URL(input.url), input.headers)
      : isSharedCatalogueRead(
          init?.method ?? "GET",
          new URL(input instanceof URL ? input.href : input),
          new Headers(init?.headers),
        );
  if (!shared) return fetch(input, init);
  return fetch(input, { ...init, next: { revalidate: CATALOGUE_REVALIDATE_SECONDS } });
};

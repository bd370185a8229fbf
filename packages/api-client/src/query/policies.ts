/**
 * The spec's cache times and the retry policy of every factory.
 *
 * ONE retry layer: the client (ky) retries idempotent requests (GET/PUT/DELETE; default 2 retries, search and
 * tracking 1 as the spec says) and never POST. TanStack Query therefore never retries: `retry: false` everywhere.
 */

/** Cache times from the spec (milliseconds). */
export const cacheTimes = {
  /** Categories: 5 minutes stale and cache. */
  categories: { staleTime: 300_000, gcTime: 300_000 },
  /** Featured categories: 8 minutes. */
  featuredCategories: { staleTime: 480_000, gcTime: 480_000 },
  /** Banners: 5 minutes. */
  banners: { staleTime: 300_000, gcTime: 300_000 },
  /** Cashback: stale 10 s, cache 5 s. */
  cashback: { staleTime: 10_000, gcTime: 5_000 },
  /** Search: cache 5 minutes (its single retry is the client's). */
  search: { gcTime: 300_000 },
} as const;

/** Order tracking refetches every 10 s until the order is delivered. */
export const TRACKING_REFETCH_MS = 10_000;

/** No TanStack retry: the client is the only retry layer. */
export const NO_QUERY_RETRY = { retry: false } as const;

/**
 * TanStack Query factories for `@marketplace/api-client`.
 *
 * Retry policy: the SDK has ONE retry layer, the client's (ky retries idempotent requests). Every factory
 * therefore sets `retry: false`; per-call retry counts (search 1, tracking 1) are passed to the client.
 */

/** Options every factory shares: no TanStack retry on top of the client's. */
export const queryDefaults = { retry: false } as const;

/**
 * `@marketplace/api-client/query/deferred`: query options whose SDK code (endpoints, zod schemas, the client)
 * loads only when they fetch, for parts in a page's first load. Nothing here imports a schema statically.
 */
export { deferredCartQueryOptions } from "./deferred-cart-query";
export type { CartQueryKey } from "./deferred-cart-query";

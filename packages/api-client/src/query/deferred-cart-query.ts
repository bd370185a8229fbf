/** The cart query for a part that must not load the SDK's schemas with the page (a header's cart count). */
import { queryOptions } from "@tanstack/react-query";

import type { ApiClient } from "../client/create-client";
import type { Cart } from "../schemas/cart";
import type { cartQueryOptions } from "./cart-query";

/** The key of `cartQueryOptions` (scoped), computed where the SDK is loaded anyway (a server render). */
export type CartQueryKey = ReturnType<typeof cartQueryOptions>["queryKey"];

/**
 * The same query as `cartQueryOptions` (same key, so prefetches, hydration and the cart mutations reach it),
 * but the endpoint, its schemas and the client load only when the cart has to be fetched in this runtime.
 * Pass the key from where it was computed (e.g. a server component's `cartQueryOptions(client).queryKey`).
 * Import it from `@marketplace/api-client/query/deferred`, which loads no schema up front.
 *
 * @example
 * useQuery(deferredCartQueryOptions(cartKey, async () => (await import("./browser-client")).getClient()));
 */
export function deferredCartQueryOptions(
  queryKey: CartQueryKey,
  loadClient: () => Promise<ApiClient>,
) {
  return queryOptions<Cart, Error, Cart, CartQueryKey>({
    queryKey,
    queryFn: async ({ signal }) => {
      const [{ getCart }, client] = await Promise.all([import("../endpoints/cart"), loadClient()]);
      return getCart(client, { signal });
    },
    // The client is the one retry layer (see `NO_QUERY_RETRY`).
    retry: false,
  });
}

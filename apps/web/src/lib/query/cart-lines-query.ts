import { queryOptions } from "@tanstack/react-query";

import type { marketplaceKeys } from "@marketplace/api-client/query";

/** The SDK's cart key (`marketplaceKeys.cart.lines()`), handed to client components by the server. */
export type CartLinesKey = ReturnType<typeof marketplaceKeys.cart.lines>;

/**
 * The header's view of the SDK's cart query (`cartQueryOptions`). The key is the SDK's own, passed in
 * from a server component, so server prefetches, hydration and the SDK's cart mutations (which write the
 * answered cart into it) all reach the count. The SDK (and zod) load only when the browser has to fetch
 * the cart itself, so the header adds no SDK code to the first load. Retries stay off (the provider's
 * QueryClient default; the SDK client is the one retry layer).
 */
export function cartLinesQueryOptions(queryKey: CartLinesKey) {
  return queryOptions({
    queryKey,
    queryFn: async (context) => {
      const [{ cartQueryOptions }, { getBrowserClient }] = await Promise.all([
        import("@marketplace/api-client/query"),
        import("~/lib/api/browser-client"),
      ]);
      const { queryFn } = cartQueryOptions(getBrowserClient());
      if (!queryFn) throw new Error("the SDK's cart query has no query function");
      return queryFn(context);
    },
    retry: false,
  });
}

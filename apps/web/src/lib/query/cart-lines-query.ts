import { queryOptions } from "@tanstack/react-query";

import { marketplaceKeys, NO_QUERY_RETRY } from "@marketplace/api-client/query";

/**
 * The header's view of the SDK's cart query (`cartQueryOptions`): the same key, so server prefetches,
 * hydration and the SDK's cart mutations (which write the answered cart into it) all reach the count.
 * The SDK (and zod) load only when the browser has to fetch the cart itself, so the header costs no
 * SDK code in the first load.
 */
export function cartLinesQueryOptions() {
  return queryOptions({
    queryKey: marketplaceKeys.cart.lines(),
    queryFn: async (context) => {
      const [{ cartQueryOptions }, { getBrowserClient }] = await Promise.all([
        import("@marketplace/api-client/query"),
        import("~/lib/api/browser-client"),
      ]);
      const { queryFn } = cartQueryOptions(getBrowserClient());
      if (!queryFn) throw new Error("the SDK's cart query has no query function");
      return queryFn(context);
    },
    ...NO_QUERY_RETRY,
  });
}

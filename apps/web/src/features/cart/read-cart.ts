import type { QueryClient } from "@tanstack/react-query";

import type { ApiClient } from "@marketplace/api-client";
import { cartQueryOptions } from "@marketplace/api-client/query";

/**
 * Fetches the cart into the QueryClient, silently (a failure is not toasted) and never from a fresh cache.
 * Its own module so `refreshCart` loads the cart query and its schemas only — a static named import the
 * bundler trims to the modules it uses (a dynamic import of the query entry would take all of them).
 */
export async function readCart(queryClient: QueryClient, client: ApiClient): Promise<void> {
  await queryClient.fetchQuery({
    ...cartQueryOptions(client),
    staleTime: 0,
    meta: { silent: true },
  });
}

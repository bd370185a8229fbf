import type { ApiClient } from "@marketplace/api-client";
import { categoriesQueryOptions } from "@marketplace/api-client/query";

/**
 * @deprecated Use `categoriesQueryOptions(client)` from `@marketplace/api-client/query` directly. Kept only so
 * `/home`'s server prefetch keeps compiling until it moves; it returns the SDK's own options (the cache is
 * scoped by the provider's per-context QueryClient, so the module id is not part of the key).
 */
export const drawerQueries = {
  categories: (client: ApiClient, _moduleId?: number | null) => categoriesQueryOptions(client),
};

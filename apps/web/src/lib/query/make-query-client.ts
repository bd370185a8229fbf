import {
  defaultShouldDehydrateQuery,
  MutationCache,
  QueryCache,
  QueryClient,
} from "@tanstack/react-query";

export interface QueryClientHooks {
  /**
   * The shared error handler (browser only); server prefetches let errors surface to the page.
   * Queries with `meta: { silent: true }` show their errors themselves and are not passed here.
   */
  onError?: (error: unknown) => void;
}

/**
 * The one QueryClient factory. Retries belong to the SDK (ky), so TanStack Query does not retry;
 * data fetched on the server stays fresh for a minute so hydration does not refetch at once; pending
 * queries are dehydrated too, so streamed server prefetches reach the client.
 */
export function makeQueryClient(hooks: QueryClientHooks = {}): QueryClient {
  const { onError } = hooks;
  return new QueryClient({
    ...(onError
      ? {
          queryCache: new QueryCache({
            onError: (error, query) => {
              if (query.meta?.silent !== true) onError(error);
            },
          }),
          mutationCache: new MutationCache({
            onError: (error, _variables, _context, mutation) => {
              if (mutation.meta?.silent !== true) onError(error);
            },
          }),
        }
      : {}),
    defaultOptions: {
      queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
      dehydrate: {
        shouldDehydrateQuery: (query) =>
          defaultShouldDehydrateQuery(query) || query.state.status === "pending",
      },
    },
  });
}

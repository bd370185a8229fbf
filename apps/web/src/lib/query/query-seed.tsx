"use client";

import type { DehydratedState, QueryKey } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { createContext, useContext, useEffect, useMemo, useSyncExternalStore } from "react";

import { existingTabQueryClient, onTabQueryClient, queueSeed } from "./tab-query-client";

const SeedContext = createContext<readonly DehydratedState[]>([]);

/**
 * Server-fetched queries for parts that read them later or only show their data (a header count, a
 * drawer's list), WITHOUT TanStack in the page's first load: the server component passes
 * `dehydrate(getServerQueryClient())`; the tab's QueryClient is hydrated with it when a part creates
 * the client (or at once if one exists), and `useSeededQueryData` reads it before that. Use
 * `HydrationBoundary` instead where client components call `useSuspenseQuery` in the first render.
 */
export function QuerySeed({ state, children }: { state: DehydratedState; children?: ReactNode }) {
  const parent = useContext(SeedContext);
  const value = useMemo(() => [...parent, state], [parent, state]);
  useEffect(() => {
    const client = existingTabQueryClient();
    if (client) void import("@tanstack/react-query").then(({ hydrate }) => hydrate(client, state));
    else queueSeed(state);
  }, [state]);
  return <SeedContext.Provider value={value}>{children}</SeedContext.Provider>;
}

function sameKey(a: QueryKey, b: QueryKey): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The data of one query: from the tab's QueryClient once a part has created it (following every later
 * change, e.g. the SDK's cart mutations writing the answered cart), before that from the server's seed.
 * Loads no TanStack code.
 */
export function useSeededQueryData<T>(queryKey: QueryKey): T | undefined {
  const seeds = useContext(SeedContext);
  const seeded = useMemo(() => {
    for (const state of [...seeds].reverse()) {
      const query = state.queries.find((entry) => sameKey(entry.queryKey, queryKey));
      if (query?.state.data !== undefined) return query.state.data as T;
    }
    return undefined;
  }, [seeds, queryKey]);
  const subscribe = useMemo(
    () => (notify: () => void) => {
      let unsubscribeCache: (() => void) | undefined;
      const stop = onTabQueryClient((client) => {
        unsubscribeCache = client.getQueryCache().subscribe(notify);
        notify();
      });
      return () => {
        stop();
        unsubscribeCache?.();
      };
    },
    [],
  );
  const live = useSyncExternalStore(
    subscribe,
    () => liveData<T>(queryKey),
    () => undefined,
  );
  return live ?? seeded;
}

let readLive: (<T>(queryKey: QueryKey) => T | undefined) | undefined;
onTabQueryClient((client) => {
  readLive = <T,>(queryKey: QueryKey) => client.getQueryData<T>(queryKey);
});

function liveData<T>(queryKey: QueryKey): T | undefined {
  return readLive?.<T>(queryKey);
}

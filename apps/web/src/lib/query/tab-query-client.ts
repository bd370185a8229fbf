import type { DehydratedState, QueryClient } from "@tanstack/react-query";

/*
 * Where the browser tab's ONE QueryClient is announced, without TanStack's code: this module is in every
 * page's first load, the QueryClient (`browser-query-client.ts`) is not. It is created when the first part
 * that reads queries mounts (a page's `HydrationBoundary`, a `withQueries` dialog or drawer, ...).
 */

let current: QueryClient | undefined;
const listeners = new Set<(client: QueryClient) => void>();
const pendingSeeds: DehydratedState[] = [];

/** Called once by `browser-query-client.ts` when it creates the tab's client. */
export function publishTabQueryClient(client: QueryClient): void {
  current = client;
  for (const listener of listeners) listener(client);
}

/** The tab's client if a part has created it already. */
export function existingTabQueryClient(): QueryClient | undefined {
  return current;
}

/**
 * Calls `listener` with the tab's client now if it exists, else when it is created. Returns the
 * unsubscribe function.
 */
export function onTabQueryClient(listener: (client: QueryClient) => void): () => void {
  listeners.add(listener);
  if (current) listener(current);
  return () => {
    listeners.delete(listener);
  };
}

/** Server-fetched queries (`QuerySeed`) waiting for the tab's client; it hydrates them when created. */
export function queueSeed(state: DehydratedState): void {
  pendingSeeds.push(state);
}

/** Takes the queued seeds (once). */
export function takeSeeds(): DehydratedState[] {
  return pendingSeeds.splice(0, pendingSeeds.length);
}

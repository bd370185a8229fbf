import type { QueryClient } from "@tanstack/react-query";
import { hydrate } from "@tanstack/react-query";

import { makeQueryClient } from "./make-query-client";
import { reportQueryError } from "./query-error-handler";
import { existingTabQueryClient, publishTabQueryClient, takeSeeds } from "./tab-query-client";

/**
 * ONE QueryClient per browser tab: the SDK's query keys carry the module, zones, language and session, so one
 * cache is right across every switch. A server render gets a fresh one each time (per request). The tab's
 * client runs the shared error handler and starts with the queries server components seeded (`QuerySeed`).
 */
export function getQueryClient(): QueryClient {
  if (typeof window === "undefined") return makeQueryClient();
  const existing = existingTabQueryClient();
  if (existing) return existing;
  const client = makeQueryClient({ onError: reportQueryError });
  for (const state of takeSeeds()) hydrate(client, state);
  publishTabQueryClient(client);
  return client;
}

"use client";

import type { ApiClient } from "@marketplace/api-client";
import { createClient } from "@marketplace/api-client";

import { getBrowserClient } from "~/lib/api/browser-client";
import { apiContextOf } from "~/lib/visitor/api-context";
import { useVisitor } from "~/lib/visitor/visitor-provider";

/**
 * The listing's SDK client. In the browser, the tab's client (`useBrowserClient`); during the server render
 * of this client tree, a client of the same visitor context whose only use is the query keys (equal to the
 * browser's), so the prefetched pages hydrate. It never fetches: those queries are already in the cache, and
 * queries do not run during a server render.
 */
export function useListingClient(): ApiClient {
  const visitor = useVisitor();
  if (typeof window !== "undefined") return getBrowserClient(visitor);
  return createClient({
    baseUrl: "http://server-render.invalid/api/v1",
    context: apiContextOf(visitor),
  });
}

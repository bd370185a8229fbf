"use client";

import type { QueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";

import type { QueryScope } from "./query-scope";
import { queryScopeKey } from "./query-scope";

/**
 * The browser's QueryClient, one per request context (module, zones, language, session). The SDK's keys do
 * not carry that context (the proxy adds it from cookies), so a cache must never outlive it: when the
 * server renders the frame with another scope (after picking a module or a location, switching language,
 * signing in or out), a fresh client replaces the old one, which is cleared. Server QueryClients are
 * per request and so already belong to one scope; hydration always lands in the client of the same scope.
 */
export function useScopedQueryClient(scope: QueryScope, create: () => QueryClient): QueryClient {
  const key = queryScopeKey(scope);
  const [current, setCurrent] = useState(() => ({ key, client: create() }));
  let { client } = current;
  if (current.key !== key) {
    client = create();
    setCurrent({ key, client });
  }
  useEffect(() => () => current.client.clear(), [current]);
  return client;
}

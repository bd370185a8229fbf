"use client";

import type { ReactNode } from "react";
import { useState } from "react";
import { QueryClientProvider } from "@tanstack/react-query";

import { getQueryClient } from "./browser-query-client";

/**
 * TanStack Query for the parts below: the tab's one QueryClient (created here on first use). There is no
 * provider at the root, so pages that read no query in the browser load no TanStack code. Pages get it
 * through `HydrationBoundary` (`~/lib/query/hydration-boundary`), parts loaded on demand through
 * `withQueries`. Nested providers all hand out the same client.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(getQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

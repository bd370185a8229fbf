"use client";

import type { HydrationBoundaryProps } from "@tanstack/react-query";
import { HydrationBoundary as TanStackHydrationBoundary } from "@tanstack/react-query";

import { QueryProvider } from "./query-provider";

/**
 * TanStack's `HydrationBoundary` inside the tab's QueryClient (`QueryProvider`): the one a page uses to hand
 * its server prefetches to client components that read them with `useSuspenseQuery`/`useQuery`/`useMutation`.
 * Import it from here, not from `@tanstack/react-query`: the root has no QueryClientProvider.
 */
export function HydrationBoundary(props: HydrationBoundaryProps) {
  return (
    <QueryProvider>
      <TanStackHydrationBoundary {...props} />
    </QueryProvider>
  );
}

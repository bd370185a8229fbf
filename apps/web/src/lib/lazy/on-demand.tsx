"use client";

import type { ComponentType, ReactNode } from "react";
import { lazy, Suspense } from "react";

import { useHydrated } from "~/lib/ui/use-hydrated";

interface OnDemandOptions<P> {
  /**
   * What shows while the code downloads (default: nothing). A dialog that opens on a click should show
   * its frame at once, so the click is answered even on a slow connection.
   */
  fallback?: (props: P) => ReactNode;
}

/**
 * A component whose code is downloaded when it first renders, on the client only (like `next/dynamic`
 * with `ssr: false`: nothing on the server or during hydration). Built on React's `lazy`, so pages do not
 * carry `next/dynamic`'s loader code (about 2 kB gzip) in their first load. Render it once it is wanted
 * (a dialog when it opens); `load` may wrap the import (`withIntl`, `withQueries`).
 */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: OnDemandOptions<P> = {},
): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  const { fallback } = options;
  function OnDemand(props: P) {
    const hydrated = useHydrated();
    if (!hydrated) return null;
    return (
      <Suspense fallback={fallback ? fallback(props) : null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return OnDemand;
}

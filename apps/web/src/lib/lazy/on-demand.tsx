"use client";

import type { ComponentType } from "react";
import { lazy, Suspense } from "react";

import { useHydrated } from "~/lib/ui/use-hydrated";

/**
 * A component whose code is downloaded when it first renders, on the client only (like `next/dynamic`
 * with `ssr: false`: nothing on the server or during hydration). Built on React's `lazy`, so pages do not
 * carry `next/dynamic`'s loader code (about 2 kB gzip) in their first load. Render it once it is wanted
 * (a dialog when it opens); `load` may wrap the import (`withIntl`, `withQueries`).
 */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function OnDemand(props: P) {
    const hydrated = useHydrated();
    if (!hydrated) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return OnDemand;
}

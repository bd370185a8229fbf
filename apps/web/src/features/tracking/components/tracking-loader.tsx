"use client";

import type { ComponentType } from "react";
import { lazy, Suspense } from "react";

import type { TrackingViewProps } from "./tracking-view";
import { withIntl } from "~/lib/i18n/with-intl";
import { withQueries } from "~/lib/query/with-queries";
import { useHydrated } from "~/lib/ui/use-hydrated";

/** The tracking view (SDK, TanStack Query, then the map): downloaded once tracking opens, after the page. */
const TrackingView = lazy(async (): Promise<{ default: ComponentType<TrackingViewProps> }> => {
  const [{ TrackingMessagesClient }, View] = await Promise.all([
    import("./tracking-messages-client"),
    withIntl(withQueries(import("./tracking-view").then((module) => module.TrackingView))),
  ]);
  // The texts come first: the view's next-intl island reads the catalogue they are added to.
  function WithTexts(props: TrackingViewProps) {
    return (
      <TrackingMessagesClient>
        <View {...props} />
      </TrackingMessagesClient>
    );
  }
  return { default: WithTexts };
});

/**
 * The live tracking of one order: `/track-order` once the form's query is valid, and the drawers. The
 * server and the hydration render the loading text; the view's code (and its texts, when the page did
 * not send them) is fetched on the client only.
 */
export function TrackingLoader({
  loadingText,
  ...props
}: TrackingViewProps & { loadingText: string }) {
  const hydrated = useHydrated();
  const fallback = (
    <p role="status" className="bg-muted text-muted-foreground rounded-xl p-6 text-center text-sm">
      {loadingText}
    </p>
  );
  if (!hydrated) return fallback;
  return (
    <Suspense fallback={fallback}>
      <TrackingView {...props} />
    </Suspense>
  );
}

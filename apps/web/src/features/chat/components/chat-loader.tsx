"use client";

import type { ComponentType } from "react";
import { lazy, Suspense } from "react";

import type { ChatAppProps } from "./chat-app";
import { withIntl } from "~/lib/i18n/with-intl";
import { withQueries } from "~/lib/query/with-queries";
import { useHydrated } from "~/lib/ui/use-hydrated";

/** The inbox (SDK, TanStack Query): downloaded after the page, on the client only. */
const ChatApp = lazy(async (): Promise<{ default: ComponentType<ChatAppProps> }> => ({
  default: await withIntl(withQueries(import("./chat-app").then((module) => module.ChatApp))),
}));

/** The inbox; the server and the hydration render the loading text. */
export function ChatLoader({ loadingText, ...props }: ChatAppProps & { loadingText: string }) {
  const hydrated = useHydrated();
  const fallback = (
    <p role="status" className="bg-muted text-muted-foreground rounded-xl p-6 text-center text-sm">
      {loadingText}
    </p>
  );
  if (!hydrated) return fallback;
  return (
    <Suspense fallback={fallback}>
      <ChatApp {...props} />
    </Suspense>
  );
}

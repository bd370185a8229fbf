"use client";

import type { ReactNode } from "react";
import { useRouter } from "next/navigation";
import { QueryClientProvider } from "@tanstack/react-query";

import type { QueryScope } from "~/lib/query/query-scope";
import { endSession } from "~/app/_actions/preferences";
import { notify } from "~/lib/notify/notify";
import { makeQueryClient } from "~/lib/query/make-query-client";
import { useScopedQueryClient } from "~/lib/query/use-scoped-query-client";
import { ToastHost } from "./toast-host";

interface AppProvidersProps {
  children: ReactNode;
  signedIn: boolean;
  direction: "ltr" | "rtl";
  theme: "light" | "dark";
  /** The request context of this render: the cache belongs to it alone. */
  scope: QueryScope;
  /** The shared error handler's texts: the spec's session text and the generic failure. */
  errorTexts: { sessionExpired: string; somethingWentWrong: string };
}

/**
 * Client-side providers: one QueryClient per request context (see `useScopedQueryClient`) whose caches run the shared error handler
 * (server messages as toasts; a 401 with a session shows the spec's text, drops the session and goes
 * to /home), and the toaster.
 */
export function AppProviders({
  children,
  signedIn,
  direction,
  theme,
  scope,
  errorTexts,
}: AppProvidersProps) {
  const router = useRouter();
  const queryClient = useScopedQueryClient(scope, () => {
    // The handler (and the SDK's error guards) load with the first failure, not with the page.
    const onError = (error: unknown) => {
      void import("~/lib/errors/error-outcome").then(({ errorOutcome }) => {
        const outcome = errorOutcome(error, signedIn);
        if (outcome.kind === "session-expired") {
          void notify.error(errorTexts.sessionExpired, { id: "session-expired" });
          void endSession().then(() => {
            client.clear();
            router.push("/home");
            router.refresh();
          });
        } else if (outcome.kind === "toast") {
          for (const message of outcome.messages) void notify.error(message);
        } else {
          void notify.error(errorTexts.somethingWentWrong);
        }
      });
    };
    const client = makeQueryClient({ onError });
    return client;
  });

  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastHost direction={direction} theme={theme} />
    </QueryClientProvider>
  );
}

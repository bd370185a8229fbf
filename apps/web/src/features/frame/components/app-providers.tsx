"use client";

import type { ReactNode } from "react";
import { useEffect } from "react";

import type { VisitorContext } from "~/lib/visitor/visitor-context";
import { setQueryErrorHandler } from "~/lib/query/query-error-handler";
import { VisitorProvider } from "~/lib/visitor/visitor-provider";
import { ToastHost } from "./toast-host";

interface AppProvidersProps {
  children: ReactNode;
  /** The server's `readVisitorContext()` of this render. */
  visitor: VisitorContext;
  direction: "ltr" | "rtl";
  /** The shared error handler's texts: the generic failure, a call without an answer. */
  errorTexts: { somethingWentWrong: string; unavailable: string };
}

/**
 * Client-side providers: the visitor context, the shared error handler of the tab's QueryClient (server
 * messages as toasts; a 401 with a session leaves for the signed-out /home with the spec's text) and
 * the toaster. No QueryClientProvider here: TanStack Query loads with the parts that read queries
 * (`~/lib/query/hydration-boundary`, `withQueries`), so pages without them load none of its code.
 */
export function AppProviders({ children, visitor, direction, errorTexts }: AppProvidersProps) {
  const { signedIn } = visitor;

  useEffect(() => {
    // The handler (and the SDK's error guards) load with the first failure, not with the page.
    setQueryErrorHandler((error) => {
      void import("~/lib/errors/show-error").then(({ showError }) => {
        showError(error, { signedIn, texts: errorTexts });
      });
    });
  });

  return (
    <VisitorProvider value={visitor}>
      {children}
      <ToastHost direction={direction} theme={visitor.theme} />
    </VisitorProvider>
  );
}

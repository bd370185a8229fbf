"use client";

import type { QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { QueryClientProvider } from "@tanstack/react-query";

import type { VisitorContext } from "~/lib/visitor/visitor-context";
import { makeQueryClient } from "~/lib/query/make-query-client";
import { VisitorProvider } from "~/lib/visitor/visitor-provider";
import { ToastHost } from "./toast-host";

interface AppProvidersProps {
  children: ReactNode;
  /** The server's `readVisitorContext()` of this render. */
  visitor: VisitorContext;
  direction: "ltr" | "rtl";
  /** The shared error handler's texts: the spec's session text and the generic failure. */
  errorTexts: { sessionExpired: string; somethingWentWrong: string };
}

/** The latest render's error handler: the tab's QueryClient outlives renders, the session and texts do not. */
let handleError: (error: unknown) => void = () => undefined;
let browserQueryClient: QueryClient | undefined;

/**
 * ONE QueryClient per browser tab: the SDK's query keys carry the module, zones, language and session, so one
 * cache is right across every switch. A server render gets a fresh one (one per request).
 */
function getQueryClient(): QueryClient {
  if (typeof window === "undefined") return makeQueryClient();
  browserQueryClient ??= makeQueryClient({ onError: (error) => handleError(error) });
  return browserQueryClient;
}

/**
 * Client-side providers: the visitor context, the tab's QueryClient whose caches run the shared error
 * handler (server messages as toasts; a 401 with a session shows the spec's text, drops the session and
 * goes to /home), and the toaster.
 */
export function AppProviders({ children, visitor, direction, errorTexts }: AppProvidersProps) {
  const router = useRouter();
  const [queryClient] = useState(getQueryClient);
  const { signedIn } = visitor;

  useEffect(() => {
    // The handler (and the SDK's error guards) load with the first failure, not with the page.
    handleError = (error) => {
      void import("~/lib/errors/show-error").then(({ showError }) => {
        showError(error, {
          signedIn,
          texts: errorTexts,
          afterSessionEnd: () => {
            router.push("/home");
            router.refresh();
          },
        });
      });
    };
  });

  return (
    <VisitorProvider value={visitor}>
      <QueryClientProvider client={queryClient}>
        {children}
        <ToastHost direction={direction} theme={visitor.theme} />
      </QueryClientProvider>
    </VisitorProvider>
  );
}

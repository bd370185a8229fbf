"use client";

import type { ReactNode } from "react";
import { useRouter } from "next/navigation";
import { useEffect } from "react";

import type { VisitorContext } from "~/lib/visitor/visitor-context";
import { shoppingBus } from "~/features/cart/shopping-bus";
import { setQueryErrorHandler } from "~/lib/query/query-error-handler";
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

/**
 * Client-side providers: the visitor context, the shared error handler of the tab's QueryClient (server
 * messages as toasts; a 401 with a session shows the spec's text, drops the session and goes to /home) and
 * the toaster. No QueryClientProvider here: TanStack Query loads with the parts that read queries
 * (`~/lib/query/hydration-boundary`, `withQueries`), so pages without them load none of its code.
 */
export function AppProviders({ children, visitor, direction, errorTexts }: AppProvidersProps) {
  const router = useRouter();
  const { signedIn } = visitor;

  useEffect(() => {
    // The handler (and the SDK's error guards) load with the first failure, not with the page.
    setQueryErrorHandler((error) => {
      void import("~/lib/errors/show-error").then(({ showError }) => {
        showError(error, {
          signedIn,
          texts: errorTexts,
          afterSessionEnd: () => {
            // The drawer or dialog of the ended session must not stay open over the signed-out home.
            shoppingBus.closeItem();
            shoppingBus.closeCart();
            router.push("/home");
            router.refresh();
          },
        });
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

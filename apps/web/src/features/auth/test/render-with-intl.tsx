import type { ReactElement } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";

import type { VisitorContext } from "~/lib/visitor/visitor-context";
import { VisitorProvider } from "~/lib/visitor/visitor-provider";
import auth from "~/messages/en/auth.json";
import domain from "~/messages/en/domain.json";

// jsdom has no layout: Radix's checkbox measures itself with ResizeObserver.
class ResizeObserverStub {
  observe(): void {
    /* no layout in jsdom */
  }
  unobserve(): void {
    /* no layout in jsdom */
  }
  disconnect(): void {
    /* no layout in jsdom */
  }
}
globalThis.ResizeObserver ??= ResizeObserverStub;

const visitor: VisitorContext = {
  theme: "light",
  language: "en",
  location: null,
  module: null,
  guestId: null,
  signedIn: false,
};

/** Renders a form of the auth feature with the English catalogue, a visitor and a QueryClient. */
export function renderWithIntl(element: ReactElement) {
  const queryClient = new QueryClient();
  return render(
    <NextIntlClientProvider locale="en" messages={{ auth, domain }} timeZone="UTC">
      <VisitorProvider value={visitor}>
        <QueryClientProvider client={queryClient}>{element}</QueryClientProvider>
      </VisitorProvider>
    </NextIntlClientProvider>,
  );
}

import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";

import type { VisitorContext } from "~/lib/visitor/visitor-context";
import { VisitorProvider } from "~/lib/visitor/visitor-provider";
import { loadMessages } from "~/messages/load-messages";

const visitor: VisitorContext = {
  theme: "light",
  language: "en",
  location: null,
  module: null,
  guestId: null,
  signedIn: true,
};

/** Renders a component of any feature with the whole English catalogue and a signed-in visitor. */
export async function renderWithMessages(element: ReactElement) {
  const messages = await loadMessages("en");
  return render(
    <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
      <VisitorProvider value={visitor}>{element}</VisitorProvider>
    </NextIntlClientProvider>,
  );
}

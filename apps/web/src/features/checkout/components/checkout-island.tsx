"use client";

import type { CheckoutView } from "./checkout-client";
import type { Messages } from "~/lib/i18n/pick-messages";
import { onDemand } from "~/lib/lazy/on-demand";

const CheckoutClient = onDemand(() =>
  import("./checkout-client").then((mod) => mod.CheckoutClient),
);

/**
 * The checkout's interactive part, downloaded once the page has hydrated (the form, its totals, the
 * gateway and the outcome screens): the page's first load carries only this loader. A placeholder keeps
 * the space until then.
 */
export function CheckoutIsland({
  intl,
  view,
}: {
  intl: { locale: string; timeZone: string; messages: Messages };
  view: CheckoutView;
}) {
  return (
    <div className="min-h-96" data-testid="checkout-island">
      <CheckoutClient intl={intl} view={view} />
    </div>
  );
}

"use client";

import { lazy } from "react";

import type { CheckoutView } from "./checkout-client";
import type { Messages } from "~/lib/i18n/pick-messages";

const load = () => import("./checkout-client").then((mod) => ({ default: mod.CheckoutClient }));
// In the browser the chunk is requested as soon as this loader runs, not when hydration reaches it.
if (typeof window !== "undefined") void load();
const CheckoutClient = lazy(load);

/**
 * The checkout's interactive part (the form, its totals, the gateway and the outcome screens), rendered
 * on the server in the page's HTML, so it paints with the page; its code is a chunk of its own (the
 * page's first load carries only this loader), requested with the page's scripts. No Suspense boundary
 * of its own on purpose: React would stream a boundary this size after the page's first part
 * (progressive chunking) and reveal it a frame later; the page's hydration waits for the chunk instead.
 * Until the form has hydrated its controls are disabled (`CheckoutClient`).
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

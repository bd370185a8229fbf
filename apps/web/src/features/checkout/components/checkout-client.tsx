"use client";

import { NextIntlClientProvider } from "next-intl";

import type { CheckoutData } from "../checkout-data";
import type { Messages } from "~/lib/i18n/pick-messages";
import { FieldsOnceHydrated } from "~/lib/ui/fields-once-hydrated";
import { CheckoutForm } from "./checkout-form";
import { CheckoutGuestPrompt, CheckoutOutcome } from "./checkout-outcomes";

type Outcome = Parameters<typeof CheckoutOutcome>[0]["outcome"];

/**
 * What the checkout shows: the form (with the guest prompt first) or an outcome screen. `storeLabel` is
 * 'Ordering from ' as the server formatted it: a message with a value compiled in the browser during
 * hydration would make the page's first `Intl.NumberFormat` there (~140 ms at Lighthouse's 4× CPU).
 */
export type CheckoutView =
  { code: "form"; data: CheckoutData; prompt: boolean; storeLabel: string } | Outcome;

/** The checkout's client part with its own messages (the `checkout` namespace only). */
export function CheckoutClient({
  intl,
  view,
}: {
  intl: { locale: string; timeZone: string; messages: Messages };
  view: CheckoutView;
}) {
  return (
    <NextIntlClientProvider locale={intl.locale} messages={intl.messages} timeZone={intl.timeZone}>
      {view.code === "form" ? (
        <>
          {/* Only this part renders again once hydrated: its children are the same elements. */}
          <FieldsOnceHydrated className="min-w-0" testId="checkout-fields">
            <CheckoutForm data={view.data} storeLabel={view.storeLabel} />
          </FieldsOnceHydrated>
          {view.prompt ? <CheckoutGuestPrompt href={view.data.href} /> : null}
        </>
      ) : (
        <CheckoutOutcome outcome={view} />
      )}
    </NextIntlClientProvider>
  );
}

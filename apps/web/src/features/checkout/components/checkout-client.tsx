"use client";

import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";

import type { CheckoutData } from "../checkout-data";
import type { Messages } from "~/lib/i18n/pick-messages";
import { useHydrated } from "~/lib/ui/use-hydrated";
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

/**
 * The server's form, shown at once; its controls take input once the page has hydrated. This part alone
 * renders again then: its children are the same elements, so the whole form is not rendered a second
 * time right after hydration.
 */
function FieldsOnceHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className="min-w-0" data-testid="checkout-fields">
      {children}
    </fieldset>
  );
}

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
          <FieldsOnceHydrated>
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

"use client";

import { NextIntlClientProvider } from "next-intl";

import type { CheckoutData } from "../checkout-data";
import type { Messages } from "~/lib/i18n/pick-messages";
import { CheckoutForm } from "./checkout-form";
import { CheckoutGuestPrompt, CheckoutOutcome } from "./checkout-outcomes";

type Outcome = Parameters<typeof CheckoutOutcome>[0]["outcome"];

/** What the checkout shows: the form (with the guest prompt first) or an outcome screen. */
export type CheckoutView = { code: "form"; data: CheckoutData; prompt: boolean } | Outcome;

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
          <CheckoutForm data={view.data} />
          {view.prompt ? <CheckoutGuestPrompt href={view.data.href} /> : null}
        </>
      ) : (
        <CheckoutOutcome outcome={view} />
      )}
    </NextIntlClientProvider>
  );
}

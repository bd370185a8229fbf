"use client";

import type { ReactNode } from "react";
import { use, useMemo } from "react";
import { NextIntlClientProvider } from "next-intl";

import { useIntlData } from "./messages-provider";
import { loadOnDemandMessages, withPageMessages } from "./on-demand-messages";

export { preloadOnDemandMessages } from "./on-demand-messages";

/**
 * next-intl for one on-demand part: the language's on-demand texts (fetched once per tab; the part
 * waits for them, so it never shows untranslated keys) with the page's own catalogue over them.
 */
export function IntlIsland({ children }: { children: ReactNode }) {
  const { locale, messages, timeZone } = useIntlData();
  const onDemand = use(loadOnDemandMessages(locale));
  const catalogue = useMemo(() => withPageMessages(onDemand, messages), [onDemand, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={catalogue} timeZone={timeZone}>
      {children}
    </NextIntlClientProvider>
  );
}

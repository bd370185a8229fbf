"use client";

import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";

import { useIntlData } from "./messages-provider";

/** next-intl for one on-demand part, with the catalogue the layout handed to `MessagesProvider`. */
export function IntlIsland({ children }: { children: ReactNode }) {
  const { locale, messages, timeZone } = useIntlData();
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone={timeZone}>
      {children}
    </NextIntlClientProvider>
  );
}

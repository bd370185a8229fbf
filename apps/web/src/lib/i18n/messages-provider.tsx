"use client";

import type { ReactNode } from "react";
import { createContext, use } from "react";

import type { Locale } from "~/i18n/locales";

export interface IntlData {
  locale: Locale;
  messages: Record<string, unknown>;
  timeZone: string;
}

const MessagesContext = createContext<IntlData | null>(null);

/**
 * Holds the catalogue for the parts that load on demand (dialogs, drawer lists). Plain data: next-intl's
 * client code loads with those parts (see `withIntl`), not with every page.
 */
export function MessagesProvider({ value, children }: { value: IntlData; children: ReactNode }) {
  return <MessagesContext value={value}>{children}</MessagesContext>;
}

export function useIntlData(): IntlData {
  const value = use(MessagesContext);
  if (!value) throw new Error("useIntlData needs <MessagesProvider>");
  return value;
}

"use client";

import type { ReactNode } from "react";
import { use, useMemo } from "react";

import type { Locale } from "~/i18n/locales";
import { MessagesProvider, useIntlData } from "~/lib/i18n/messages-provider";
import { loadTrackingMessages } from "./load-tracking-messages";

/** Starts fetching the tracking texts of a language (a pointer or focus on a tracking button). */
export function preloadTrackingMessages(locale: Locale): void {
  void loadTrackingMessages(locale);
}

/**
 * Adds the tracking texts to the on-demand catalogue when the page did not send them (the server's
 * `TrackingMessages`): they are fetched for the visitor's language, suspending until they arrive.
 */
export function TrackingMessagesClient({ children }: { children: ReactNode }) {
  const parent = useIntlData();
  const missing = !("tracking" in parent.messages);
  const extra = missing ? use(loadTrackingMessages(parent.locale)) : null;
  const value = useMemo(() => {
    if (extra === null) return parent;
    const chat = parent.messages.chat;
    return {
      ...parent,
      messages: {
        ...parent.messages,
        tracking: extra.tracking,
        offlinePayment: extra.offlinePayment,
        chat: { ...(typeof chat === "object" ? chat : {}), ...extra.chat },
      },
    };
  }, [parent, extra]);
  return <MessagesProvider value={value}>{children}</MessagesProvider>;
}

"use client";

import type { ReactNode } from "react";
import { useMemo } from "react";

import { MessagesProvider, useIntlData } from "./messages-provider";

/**
 * Adds a page's own namespaces to the catalogue of the parts it loads on demand (`withIntl`), without
 * putting them into the root layout's catalogue (which every page carries).
 */
export function MoreMessages({
  messages,
  children,
}: {
  messages: Record<string, unknown>;
  children: ReactNode;
}) {
  const parent = useIntlData();
  const value = useMemo(
    () => ({ ...parent, messages: { ...parent.messages, ...messages } }),
    [parent, messages],
  );
  return <MessagesProvider value={value}>{children}</MessagesProvider>;
}

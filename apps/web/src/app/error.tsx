"use client";

import { useEffect } from "react";

import { useIntlData } from "~/lib/i18n/messages-provider";
import errorPageEn from "../messages/en/errorPage.json";
import { ErrorPanel } from "./error-panel";
import { errorTextsOf } from "./error-texts";

/**
 * A page that failed to render (a server component threw, a request it could not do without failed):
 * the frame stays, this replaces the page. 'Try again' is Next's `retry`: it asks the server for the
 * page again and re-renders it (a plain `reset` would re-render the failed answer).
 */
export default function PageError({ error, retry }: { error: unknown; retry: () => void }) {
  const { messages } = useIntlData();
  useEffect(() => {
    // The browser console only: production errors from the server carry a digest, not their message.
    console.error(error);
  }, [error]);
  return <ErrorPanel texts={errorTextsOf(messages) ?? errorPageEn} onRetry={retry} />;
}

"use client";

import { useEffect } from "react";

import { notify } from "~/lib/notify/notify";
import { SESSION_ENDED_PARAM } from "~/lib/visitor/session-ended";
import { useVisitor } from "~/lib/visitor/visitor-provider";

/**
 * On the page a session the API ended lands on (`?session=expired`, see `SESSION_ENDED_PATH`): the spec's
 * toast, then the flag leaves the address (a reload shows no toast). Reached by a client-side navigation,
 * the frame and the tab's caches still hold the ended session: the page is loaded afresh first.
 */
export function SessionEndedNotice({ text }: { text: string }) {
  const { signedIn } = useVisitor();
  useEffect(() => {
    if (signedIn) {
      window.location.reload();
      return;
    }
    void notify.error(text, { id: "session-expired" });
    const url = new URL(window.location.href);
    url.searchParams.delete(SESSION_ENDED_PARAM);
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}`);
  }, [signedIn, text]);
  return null;
}

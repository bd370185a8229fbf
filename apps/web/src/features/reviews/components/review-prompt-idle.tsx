"use client";

import { usePathname } from "next/navigation";
import { lazy, Suspense, useEffect, useState } from "react";

import { withIntl } from "~/lib/i18n/with-intl";
import { readNotificationPreferences } from "~/lib/preferences/notification-preferences";
import { withQueries } from "~/lib/query/with-queries";

const ReviewPrompt = lazy(async () => ({
  default: await withIntl(
    withQueries(import("./review-prompt").then((module) => module.ReviewPrompt)),
  ),
}));

/** Pages where a modal would be in the way of the task at hand (reviewing, paying, tracking). */
const QUIET_PATHS = ["/rate-and-review/", "/checkout", "/track-order"];

/**
 * Loads the review prompt when the browser is first idle (not on the pages above, nor when the customer
 * turned review reminders off on `/settings`).
 */
export function ReviewPromptIdle() {
  const [idle, setIdle] = useState(false);
  const pathname = usePathname();
  useEffect(() => {
    if (!readNotificationPreferences().reviewReminders) return;
    if ("requestIdleCallback" in window) {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 4000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), 2000);
    return () => clearTimeout(timer);
  }, []);
  if (!idle || QUIET_PATHS.some((path) => pathname.startsWith(path))) return null;
  return (
    <Suspense fallback={null}>
      <ReviewPrompt />
    </Suspense>
  );
}

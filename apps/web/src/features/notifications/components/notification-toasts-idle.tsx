"use client";

import { lazy, Suspense, useEffect, useState } from "react";

/** The poller (SDK, no TanStack Query): downloaded when the browser is first idle. */
const NotificationToasts = lazy(() =>
  import("./notification-toasts").then((module) => ({ default: module.NotificationToasts })),
);

/** Loads the notification poller when the browser is first idle. */
export function NotificationToastsIdle() {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if ("requestIdleCallback" in window) {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 5000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), 3000);
    return () => clearTimeout(timer);
  }, []);
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <NotificationToasts />
    </Suspense>
  );
}

"use client";

import { useEffect } from "react";

import { getNotifications } from "@marketplace/api-client";
import { newNotifications, notificationKind, notificationStamp } from "@marketplace/domain";

import { getBrowserClient } from "~/lib/api/browser-client";
import { notify } from "~/lib/notify/notify";
import {
  readNotificationPreferences,
  toastsKind,
} from "~/lib/preferences/notification-preferences";
import { useVisitor } from "~/lib/visitor/visitor-provider";
import { readShown, writeShown } from "../lib/seen-store";

/** How often the open site looks for new notifications (one small request, only while the tab is visible). */
export const NOTIFICATION_POLL_MS = 30_000;

/**
 * While the site is open, toasts each notification that appears (order status, messages, referral) whose
 * kind is switched on in this device's preferences (`/settings`): the
 * first look of a tab only remembers what is there; later looks toast what is new. Polls every 30 s while
 * the tab is visible and once when it becomes visible again; a failed look is skipped silently.
 */
export function NotificationToasts() {
  const visitor = useVisitor();
  useEffect(() => {
    const client = getBrowserClient(visitor);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const controller = new AbortController();
    const look = async () => {
      if (document.visibilityState !== "visible") return;
      try {
        const current = await getNotifications(client, { signal: controller.signal });
        // Kinds switched off on /settings are remembered as shown, so they never pop up later.
        const preferences = readNotificationPreferences();
        const fresh = newNotifications(current, readShown()).filter((notification) =>
          toastsKind(notificationKind(notification), preferences),
        );
        writeShown(current.map(notificationStamp));
        for (const notification of fresh.slice(0, 3)) {
          const text = [notification.title, notification.description].filter(Boolean).join(" — ");
          if (text)
            void notify.success(text, { id: `notification-${notificationStamp(notification)}` });
        }
      } catch {
        // a failed look waits for the next one
      }
    };
    const schedule = () => {
      if (stopped) return;
      timer = setTimeout(() => {
        void look().finally(schedule);
      }, NOTIFICATION_POLL_MS);
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") void look();
    };
    void look().finally(schedule);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopped = true;
      controller.abort();
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [visitor]);
  return null;
}

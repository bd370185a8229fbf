"use client";

import { useId, useSyncExternalStore } from "react";

import type { NotificationPreferences } from "~/lib/preferences/notification-preferences";
import { notify } from "~/lib/notify/notify";
import {
  NOTIFICATION_PREFERENCE_NAMES,
  parseNotificationPreferences,
  storedNotificationPreferences,
  subscribeNotificationPreferences,
  writeNotificationPreferences,
} from "~/lib/preferences/notification-preferences";

export type NotificationPreferencesLabels = Record<
  keyof NotificationPreferences,
  { label: string; hint: string }
> & { saved: string };

/** One switch per kind (order updates, messages, promotions and referral, review reminders); each change is saved on this device at once. */
export function NotificationPreferencesForm({ labels }: { labels: NotificationPreferencesLabels }) {
  const id = useId();
  const stored = useSyncExternalStore(
    subscribeNotificationPreferences,
    storedNotificationPreferences,
    () => null,
  );
  const preferences = parseNotificationPreferences(stored);
  return (
    <ul className="flex flex-col gap-4">
      {NOTIFICATION_PREFERENCE_NAMES.map((name) => (
        <li key={name} className="flex items-start gap-3">
          <input
            id={`${id}-${name}`}
            type="checkbox"
            role="switch"
            className="accent-primary mt-1 size-5 shrink-0"
            checked={preferences[name]}
            aria-describedby={`${id}-${name}-hint`}
            onChange={(event) => {
              const next = { ...preferences, [name]: event.target.checked };
              if (writeNotificationPreferences(next)) void notify.success(labels.saved);
            }}
          />
          <div className="flex flex-col gap-0.5">
            <label htmlFor={`${id}-${name}`} className="text-sm font-medium">
              {labels[name].label}
            </label>
            <p id={`${id}-${name}-hint`} className="text-muted-foreground text-sm">
              {labels[name].hint}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

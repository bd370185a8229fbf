"use client";

import { useId, useSyncExternalStore } from "react";

import { notify } from "~/lib/notify/notify";
import {
  parseNotificationPreferences,
  storedNotificationPreferences,
  subscribeNotificationPreferences,
  writeNotificationPreferences,
} from "~/lib/preferences/notification-preferences";

export interface NotificationPreferencesLabels {
  /** 'Review reminders' */
  reviewReminders: string;
  reviewRemindersHint: string;
  saved: string;
}

/** The notification switches; each change is saved on this device at once. */
export function NotificationPreferencesForm({ labels }: { labels: NotificationPreferencesLabels }) {
  const id = useId();
  const stored = useSyncExternalStore(
    subscribeNotificationPreferences,
    storedNotificationPreferences,
    () => null,
  );
  const preferences = parseNotificationPreferences(stored);
  return (
    <div className="flex items-start gap-3">
      <input
        id={`${id}-review`}
        type="checkbox"
        role="switch"
        className="accent-primary mt-1 size-5 shrink-0"
        checked={preferences.reviewReminders}
        aria-describedby={`${id}-review-hint`}
        onChange={(event) => {
          const next = { ...preferences, reviewReminders: event.target.checked };
          if (writeNotificationPreferences(next)) void notify.success(labels.saved);
        }}
      />
      <div className="flex flex-col gap-0.5">
        <label htmlFor={`${id}-review`} className="text-sm font-medium">
          {labels.reviewReminders}
        </label>
        <p id={`${id}-review-hint`} className="text-muted-foreground text-sm">
          {labels.reviewRemindersHint}
        </p>
      </div>
    </div>
  );
}

/**
 * The customer's notification preferences, kept per device (the API has no route for them): the review
 * reminder ('How was your order?') after a delivered order. Read by the review prompt, set on `/settings`.
 */
export interface NotificationPreferences {
  reviewReminders: boolean;
}

/** The localStorage key of the preferences. */
export const NOTIFICATION_PREFERENCES_KEY = "notification-preferences";

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = { reviewReminders: true };

/**
 * The stored preferences, or the defaults for anything missing or malformed (every reminder on).
 * @example parseNotificationPreferences('{"reviewReminders":false}') // { reviewReminders: false }
 */
export function parseNotificationPreferences(stored: string | null): NotificationPreferences {
  if (stored === null || stored.length > 1000) return DEFAULT_NOTIFICATION_PREFERENCES;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== "object" || value === null) return DEFAULT_NOTIFICATION_PREFERENCES;
    const reviewReminders = (value as Record<string, unknown>).reviewReminders;
    return {
      reviewReminders:
        typeof reviewReminders === "boolean"
          ? reviewReminders
          : DEFAULT_NOTIFICATION_PREFERENCES.reviewReminders,
    };
  } catch {
    return DEFAULT_NOTIFICATION_PREFERENCES;
  }
}

/** This device's preferences (defaults when storage is unavailable). */
export function readNotificationPreferences(): NotificationPreferences {
  try {
    return parseNotificationPreferences(localStorage.getItem(NOTIFICATION_PREFERENCES_KEY));
  } catch {
    return DEFAULT_NOTIFICATION_PREFERENCES;
  }
}

const CHANGED_EVENT = "notification-preferences-changed";

/** The stored text (the `useSyncExternalStore` snapshot; null when nothing or no storage). */
export function storedNotificationPreferences(): string | null {
  try {
    return localStorage.getItem(NOTIFICATION_PREFERENCES_KEY);
  } catch {
    return null;
  }
}

/** Calls `onChange` when the preferences change in this tab or another (`useSyncExternalStore`). */
export function subscribeNotificationPreferences(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === NOTIFICATION_PREFERENCES_KEY) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(CHANGED_EVENT, onChange);
  };
}

/** Saves this device's preferences; false when storage is unavailable. */
export function writeNotificationPreferences(preferences: NotificationPreferences): boolean {
  try {
    localStorage.setItem(NOTIFICATION_PREFERENCES_KEY, JSON.stringify(preferences));
    window.dispatchEvent(new Event(CHANGED_EVENT));
    return true;
  } catch {
    return false;
  }
}

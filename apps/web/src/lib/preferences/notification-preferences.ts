/**
 * The customer's notification preferences, kept per device (the API has no route for them): the in-page
 * toasts of order updates, messages, and promotions and referral news (read by the notification toasts;
 * the notifications list still shows every kind), and the review reminder ('How was your order?') after a
 * delivered order (read by the review prompt). Set on `/settings`; everything is on by default.
 */
export interface NotificationPreferences {
  orderUpdates: boolean;
  messages: boolean;
  promotions: boolean;
  reviewReminders: boolean;
}

/** The preferences' names, in the order `/settings` shows them. */
export const NOTIFICATION_PREFERENCE_NAMES = [
  "orderUpdates",
  "messages",
  "promotions",
  "reviewReminders",
] as const satisfies readonly (keyof NotificationPreferences)[];

/** The localStorage key of the preferences. */
export const NOTIFICATION_PREFERENCES_KEY = "notification-preferences";

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  orderUpdates: true,
  messages: true,
  promotions: true,
  reviewReminders: true,
};

/**
 * The stored preferences, with the default (on) for anything missing or malformed.
 * @example parseNotificationPreferences('{"messages":false}').messages // false
 */
export function parseNotificationPreferences(stored: string | null): NotificationPreferences {
  if (stored === null || stored.length > 1000) return DEFAULT_NOTIFICATION_PREFERENCES;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== "object" || value === null || Array.isArray(value))
      return DEFAULT_NOTIFICATION_PREFERENCES;
    const record = value as Record<string, unknown>;
    const read = (name: keyof NotificationPreferences) => {
      const choice = record[name];
      return typeof choice === "boolean" ? choice : DEFAULT_NOTIFICATION_PREFERENCES[name];
    };
    return {
      orderUpdates: read("orderUpdates"),
      messages: read("messages"),
      promotions: read("promotions"),
      reviewReminders: read("reviewReminders"),
    };
  } catch {
    return DEFAULT_NOTIFICATION_PREFERENCES;
  }
}

/**
 * Whether a notification of `kind` (the push message's type) may be toasted: order status under order
 * updates, messages under messages, referral and other notices under promotions.
 * @example toastsKind("message", { ...DEFAULT_NOTIFICATION_PREFERENCES, messages: false }) // false
 */
export function toastsKind(
  kind: "message" | "order_status" | "referral_code" | "other",
  preferences: NotificationPreferences,
): boolean {
  if (kind === "order_status") return preferences.orderUpdates;
  if (kind === "message") return preferences.messages;
  return preferences.promotions;
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

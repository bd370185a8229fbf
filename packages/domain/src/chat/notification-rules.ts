// Notifications (A3 push message): unread marker and which ones are new since the last look.

/** The fields the rules read of a notification. */
export interface NotificationStamp {
  id?: number | null | undefined;
  created_at?: string | null | undefined;
  data?: { type?: string | null | undefined } | null | undefined;
}

/** What a notification is about: message, order_status or referral_code (others: "other"). */
export type NotificationKind = "message" | "order_status" | "referral_code" | "other";

/** @example notificationKind({ data: { type: "order_status" } }) // "order_status" */
export function notificationKind(notification: NotificationStamp): NotificationKind {
  const type = notification.data?.type;
  return type === "message" || type === "order_status" || type === "referral_code" ? type : "other";
}

const timeOf = (value: string | null | undefined): number => {
  if (!value) return Number.NaN;
  return new Date(value.includes("T") ? value : value.replace(" ", "T")).getTime();
};

/** A notification's identity for "seen" bookkeeping: its id and time (an order's status change reuses the id). */
export function notificationStamp(notification: NotificationStamp): string {
  return `${String(notification.id ?? "")}@${notification.created_at ?? ""}`;
}

/**
 * Unread: newer than the time the customer last opened the list (`seenAt`, ms; null: never, all unread).
 * @example isUnreadNotification({ created_at: "2026-01-02T00:00:00Z" }, Date.parse("2026-01-01")) // true
 */
export function isUnreadNotification(
  notification: NotificationStamp,
  seenAt: number | null,
): boolean {
  if (seenAt === null) return true;
  const time = timeOf(notification.created_at);
  return Number.isNaN(time) ? false : time > seenAt;
}

/**
 * The notifications of `current` not in `known` (stamps already shown): the ones to toast. The first
 * look (`known` null) toasts none.
 * @example newNotifications([{ id: 1, created_at: "a" }], null) // []
 */
export function newNotifications<T extends NotificationStamp>(
  current: readonly T[],
  known: ReadonlySet<string> | null,
): T[] {
  if (known === null) return [];
  return current.filter((notification) => !known.has(notificationStamp(notification)));
}

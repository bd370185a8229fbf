import { getLocale, getTranslations } from "next-intl/server";

import type { Notification } from "@marketplace/api-client";
import { getNotifications } from "@marketplace/api-client";
import { notificationKind, notificationStamp } from "@marketplace/domain";

import type { NotificationRow } from "./notification-list";
import { getServerClient } from "~/lib/api/server-client";
import { NotificationList } from "./notification-list";

function timeText(value: string | null | undefined, locale: string): string {
  if (!value) return "";
  const date = new Date(value.includes("T") ? value : value.replace(" ", "T"));
  return Number.isNaN(date.getTime())
    ? ""
    : new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(date);
}

function rowOf(
  notification: Notification,
  t: (key: string) => string,
  locale: string,
): NotificationRow {
  const kind = notificationKind(notification);
  const orderId = notification.data?.order_id;
  const conversationId = notification.data?.conversation_id;
  const link =
    kind === "order_status" && typeof orderId === "number"
      ? { href: `/profile?page=my-orders&orderId=${String(orderId)}`, label: t("viewOrder") }
      : kind === "message" && typeof conversationId === "number"
        ? { href: `/chatting?conversationId=${String(conversationId)}`, label: t("openChat") }
        : null;
  return {
    stamp: notificationStamp(notification),
    kind: t(`kinds.${kind}`),
    title: notification.title ?? "",
    description: notification.description ?? "",
    createdAt: notification.created_at ?? null,
    time: timeText(notification.created_at, locale),
    link,
  };
}

/**
 * `/profile?page=notifications`: the last 15 days of notifications (order status, messages, referral),
 * newest first, those since the last visit marked 'New'.
 */
export async function NotificationsPanel() {
  const [t, locale, client] = await Promise.all([
    getTranslations("notifications"),
    getLocale(),
    getServerClient(),
  ]);
  const notifications = await getNotifications(client);
  return (
    <section aria-labelledby="notifications-title" className="flex flex-col gap-4">
      <h2 id="notifications-title" className="text-xl font-semibold">
        {t("title")}
      </h2>
      {notifications.length === 0 ? (
        <p className="bg-card text-muted-foreground rounded-xl border p-6 text-center">
          {t("empty")}
        </p>
      ) : (
        <NotificationList
          rows={notifications.map((notification) => rowOf(notification, t, locale))}
          labels={{ new: t("new"), markRead: t("markRead") }}
        />
      )}
    </section>
  );
}

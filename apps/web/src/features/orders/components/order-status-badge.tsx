import { getTranslations } from "next-intl/server";

import { cn } from "@marketplace/ui";

const KNOWN = new Set([
  "pending",
  "accepted",
  "confirmed",
  "processing",
  "handover",
  "picked_up",
  "delivered",
  "canceled",
  "failed",
  "refund_requested",
  "refund_request_canceled",
  "refunded",
]);

/** An order's status as a small badge (a status the storefront does not know shows its wire text). */
export async function OrderStatusBadge({ status }: { status: string }) {
  const t = await getTranslations("orders.status");
  const bad = status === "canceled" || status === "failed";
  return (
    <span
      data-testid="order-status"
      className={cn(
        "inline-flex h-6 items-center rounded-full px-2.5 text-xs font-medium",
        bad ? "bg-destructive/10 text-destructive" : "bg-primary-soft text-foreground",
      )}
    >
      {KNOWN.has(status) ? t(status) : <bdi>{status}</bdi>}
    </span>
  );
}

import { getTranslations } from "next-intl/server";

import { statusPillClass } from "../lib/status-tone";

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
    <span data-testid="order-status" className={statusPillClass(bad ? "bad" : "neutral")}>
      {KNOWN.has(status) ? t(status) : <bdi>{status}</bdi>}
    </span>
  );
}

import Link from "next/link";
import { getTranslations } from "next-intl/server";

import type { Order } from "@marketplace/api-client";
import type { CurrencyFormat } from "@marketplace/domain";
import { formatMoney, isRunningOrder, toMinorUnits } from "@marketplace/domain";
import { buttonVariants } from "@marketplace/ui";

import type { Locale } from "~/i18n/locales";
import { trackOrderHref } from "~/lib/track-order-href";
import { formatOrderTime } from "../lib/format-order-time";
import { orderHref } from "../lib/order-params";
import { OrderStatusBadge } from "./order-status-badge";

/** One order in my orders: number, store, time, status, amount; Details, and Track order while running. */
export async function OrderCard({
  order,
  currency,
  locale,
}: {
  order: Order;
  currency: CurrencyFormat;
  locale: Locale;
}) {
  const t = await getTranslations("orders");
  const count = order.details_count ?? 0;
  return (
    <article
      aria-labelledby={`order-${String(order.id)}`}
      data-testid="order-card"
      data-order-id={order.id}
      className="bg-card flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={`order-${String(order.id)}`} className="font-semibold">
            {t("orderNumber", { id: order.id })}
          </h3>
          <OrderStatusBadge status={order.order_status} />
        </div>
        {order.store?.name ? (
          <p className="truncate text-sm">
            <bdi>{order.store.name}</bdi>
          </p>
        ) : null}
        <p className="text-muted-foreground text-xs">
          <time dateTime={order.created_at ?? undefined}>
            {t("placedAt", { time: formatOrderTime(order.created_at, locale) })}
          </time>
          {count > 0 ? ` · ${t("items", { count })}` : null}
        </p>
      </div>
      <p className="font-semibold tabular-nums">
        <bdi>{formatMoney(toMinorUnits(order.order_amount, currency.digits), currency)}</bdi>
      </p>
      <div className="flex gap-2">
        {isRunningOrder(order) ? (
          <Link
            href={trackOrderHref(order.id)}
            prefetch={false}
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            {t("trackOrder")}
          </Link>
        ) : null}
        <Link
          href={orderHref(order.id)}
          prefetch={false}
          aria-label={`${t("details")} — ${t("orderNumber", { id: order.id })}`}
          className={buttonVariants({ size: "sm" })}
        >
          {t("details")}
        </Link>
      </div>
    </article>
  );
}

import Link from "next/link";
import { getTranslations } from "next-intl/server";

import type { Config } from "@marketplace/api-client";
import { getOrders, getRunningOrders } from "@marketplace/api-client";
import { currencyFormatFromConfig } from "@marketplace/domain";
import { cn } from "@marketplace/ui";

import type { OrderList } from "../lib/order-params";
import { getServerClient } from "~/lib/api/server-client";
import { readVisitorContext } from "~/lib/visitor/read-visitor-context";
import { orderIdParam, orderListParam, orderPageParam, ordersHref } from "../lib/order-params";
import { OrderCard } from "./order-card";
import { OrderDetailsPanel } from "./order-details-panel";

type SearchParams = Record<string, string | string[] | undefined>;

const PAGE_SIZE = 10;

/**
 * The profile's my-orders panel: with `orderId`, that order's details; otherwise the running orders or the
 * history (`?list=history`), ten per page (`?p=`), as server-rendered cards and links.
 */
export async function MyOrdersPanel({
  searchParams,
  config,
}: {
  searchParams: SearchParams;
  config: Config | null;
}) {
  const orderId = orderIdParam(searchParams.orderId);
  if (orderId !== null) {
    const from = Array.isArray(searchParams.from) ? searchParams.from[0] : searchParams.from;
    return (
      <OrderDetailsPanel orderId={orderId} config={config} fromCheckout={from === "checkout"} />
    );
  }
  const list = orderListParam(searchParams.list);
  const pageNumber = orderPageParam(searchParams.p);
  const [t, client, visitor] = await Promise.all([
    getTranslations("orders"),
    getServerClient(),
    readVisitorContext(),
  ]);
  const load = list === "history" ? getOrders : getRunningOrders;
  const page = await load(client, { offset: pageNumber, limit: PAGE_SIZE });
  const pages = Math.max(1, Math.ceil(page.total_size / PAGE_SIZE));
  const currency = currencyFormatFromConfig(config ?? {});
  const tab = (kind: OrderList) => (
    <li key={kind}>
      <Link
        href={ordersHref(kind)}
        prefetch={false}
        aria-current={kind === list ? "page" : undefined}
        className={cn(
          "inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium",
          kind === list
            ? "bg-primary text-primary-foreground border-primary"
            : "bg-card hover:bg-muted",
        )}
      >
        {t(kind)}
      </Link>
    </li>
  );
  return (
    <section aria-labelledby="my-orders" className="flex flex-col gap-4">
      <h2 id="my-orders" className="text-xl font-semibold">
        {t("title")}
      </h2>
      <nav aria-label={t("title")}>
        <ul className="flex flex-wrap gap-2">{(["running", "history"] as const).map(tab)}</ul>
      </nav>
      {page.orders.length === 0 ? (
        <p className="text-muted-foreground bg-card rounded-xl border p-6 text-center">
          {list === "history" ? t("emptyHistory") : t("emptyRunning")}
        </p>
      ) : (
        <ul className="flex flex-col gap-3" data-testid={`orders-${list}`}>
          {page.orders.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} currency={currency} locale={visitor.language} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label={t("paging")} className="flex items-center justify-between gap-2">
          {pageNumber > 1 ? (
            <Link
              href={ordersHref(list, Math.min(pageNumber - 1, pages))}
              rel="prev"
              className="hover:bg-muted rounded-md border px-3 py-1.5 text-sm"
            >
              {t("previous")}
            </Link>
          ) : (
            <span />
          )}
          <p className="text-muted-foreground text-sm">{t("page", { page: pageNumber, pages })}</p>
          {pageNumber < pages ? (
            <Link
              href={ordersHref(list, pageNumber + 1)}
              rel="next"
              className="hover:bg-muted rounded-md border px-3 py-1.5 text-sm"
            >
              {t("next")}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  );
}

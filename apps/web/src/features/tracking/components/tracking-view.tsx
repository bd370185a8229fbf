"use client";

import { lazy, Suspense } from "react";
import { useQuery } from "@tanstack/react-query";
import { Truck } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";

import type { CurrencyFormat } from "@marketplace/domain";
import { isHttpError } from "@marketplace/api-client";
import { trackOrderQueryOptions } from "@marketplace/api-client/query";
import {
  formatMoney,
  toMinorUnits,
  trackingPoints,
  trackingRefetchInterval,
} from "@marketplace/domain";
import { Badge, Button, EmptyState } from "@marketplace/ui";

import { OfflinePaymentLive } from "~/features/orders/components/offline-payment-live";
import { useBrowserClient } from "~/lib/api/use-browser-client";
import { DeliveryPersonCard } from "./delivery-person-card";
import { EtaPanel } from "./eta-panel";
import { CLOCK_FORMAT } from "./format-wire-time";
import { MapLegend } from "./map-legend";
import { PartyCards } from "./party-cards";
import { StatusTimeline } from "./status-timeline";

/** MapLibre and its style: a chunk of its own, fetched when an order is shown. */
const TrackingMap = lazy(() => import("./tracking-map"));

export interface TrackingViewProps {
  orderId: number;
  /** The guest's phone ('+' and digits) or email; none for the signed-in owner. */
  contact?: string | undefined;
  currency: CurrencyFormat;
  /** Heading level of the order's title (2 on the page, 3 in a drawer). */
  headingLevel?: 2 | 3;
}

const KNOWN_STATUSES = new Set([
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
  "refunded",
  "refund_request_canceled",
]);

/**
 * One order's live tracking: refreshed every 10 s until it reaches a final status (paused while the tab
 * is hidden: TanStack's interval does not run in the background), retried once by the SDK; 'Order not
 * found' for an unknown order or a contact that does not match.
 */
export function TrackingView({ orderId, contact, currency, headingLevel = 2 }: TrackingViewProps) {
  const t = useTranslations("tracking");
  const format = useFormatter();
  const client = useBrowserClient();
  const query = useQuery({
    ...trackOrderQueryOptions(client, orderId, contact),
    refetchInterval: (state) =>
      state.state.data ? trackingRefetchInterval(state.state.data) : false,
    meta: { silent: true },
  });

  if (query.isPending) {
    return (
      <p
        role="status"
        className="bg-muted text-muted-foreground rounded-xl p-6 text-center text-sm"
      >
        {t("loading")}
      </p>
    );
  }
  if (query.isError && !query.data) {
    if (isHttpError(query.error) && query.error.status === 404) {
      return (
        <EmptyState
          title={t("notFound")}
          text={t("notFoundText")}
          headingLevel={headingLevel}
          className="bg-card rounded-xl border"
        />
      );
    }
    return (
      <div role="alert" className="bg-card flex flex-col items-center gap-3 rounded-xl border p-6">
        <p>{isHttpError(query.error) ? (query.error.messages[0] ?? t("failed")) : t("failed")}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t("retry")}
        </Button>
      </div>
    );
  }
  const order = query.data;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const SubHeading = headingLevel === 2 ? "h3" : "h4";
  const points = trackingPoints(order);
  const parcel = order.order_type === "parcel";
  const hasPoints =
    points.origin !== null || points.destination !== null || points.courier !== null;
  const live = trackingRefetchInterval(order) !== false;
  const updated = format.dateTime(new Date(query.dataUpdatedAt), CLOCK_FORMAT);
  const status = KNOWN_STATUSES.has(order.order_status) ? order.order_status : "other";

  return (
    <article className="flex flex-col gap-4" aria-labelledby={`track-${String(order.id)}`}>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <Heading id={`track-${String(order.id)}`} className="text-xl font-semibold">
          {t("orderNumber", { id: String(order.id) })}
        </Heading>
        <Badge data-testid="tracking-status">{t(`status.${status}`)}</Badge>
        <p className="text-muted-foreground w-full text-xs" aria-live="off">
          {live ? t("updatedAt", { time: updated }) : t("finalAt", { time: updated })}
        </p>
      </header>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section
          aria-label={t("map")}
          className="bg-muted relative h-72 overflow-hidden rounded-xl border md:h-96 lg:h-full lg:min-h-96"
        >
          {hasPoints ? (
            <>
              <Suspense
                fallback={
                  <p role="status" className="text-muted-foreground p-4 text-sm">
                    {t("mapLoading")}
                  </p>
                }
              >
                <TrackingMap points={points} parcel={parcel} />
              </Suspense>
              <MapLegend parcel={parcel} points={points} />
            </>
          ) : (
            <p className="text-muted-foreground p-4 text-sm">{t("mapEmpty")}</p>
          )}
        </section>
        <div className="flex min-w-0 flex-col gap-4">
          <EtaPanel
            order={order}
            points={points}
            now={query.dataUpdatedAt}
            digits={currency.digits}
            headingTag={SubHeading}
          />
          <StatusTimeline order={order} headingTag={SubHeading} />
        </div>
      </div>
      <PartyCards order={order} parcel={parcel} headingTag={SubHeading} />
      {order.offline_payment ? (
        <OfflinePaymentLive
          order={order}
          headingTag={SubHeading}
          onUpdated={() => void query.refetch()}
        />
      ) : null}
      {order.vehicle?.name ? (
        <section
          className="bg-card flex items-center gap-3 rounded-xl border p-4"
          data-testid="tracking-vehicle"
        >
          <Truck aria-hidden="true" className="text-primary size-5 shrink-0" />
          <SubHeading className="text-muted-foreground text-sm font-medium">
            {t("vehicle")}
          </SubHeading>
          <p className="font-semibold">
            <bdi>{order.vehicle.name}</bdi>
          </p>
        </section>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <section className="bg-card flex items-center justify-between gap-3 rounded-xl border p-4">
          <SubHeading className="font-semibold">{t("total")}</SubHeading>
          <p className="text-lg font-bold tabular-nums" data-testid="tracking-total">
            <bdi>{formatMoney(toMinorUnits(order.order_amount, currency.digits), currency)}</bdi>
          </p>
        </section>
        <DeliveryPersonCard
          courier={order.delivery_man ?? null}
          headingTag={SubHeading}
          canChat={contact === undefined}
        />
      </div>
    </article>
  );
}

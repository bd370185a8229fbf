"use client";

import { Clock } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";

import type { Order } from "@marketplace/api-client";
import type { TrackingPoints } from "@marketplace/domain";
import { formatDistance, orderEta } from "@marketplace/domain";
import { ProgressBar } from "@marketplace/ui";

import { CLOCK_FORMAT } from "./format-wire-time";

/** A distance in metres as the spec writes it: km with the configured decimals ('1k+ km' beyond 1000). */
function km(meters: number, digits: number): string {
  const label = formatDistance(meters, digits);
  return label.code === "distance_km" ? label.value : "1k+";
}

/**
 * The ETA range and 'arrives by' time (the domain's `orderEta`, from the store's delivery time, the
 * distance and the courier's progress), computed again with each refresh (`now` is the answer's time).
 */
export function EtaPanel({
  order,
  points,
  now,
  digits,
  headingTag: Heading,
}: {
  order: Order;
  points: TrackingPoints;
  now: number;
  digits: number;
  headingTag: "h3" | "h4";
}) {
  const t = useTranslations("tracking.eta");
  const format = useFormatter();
  const eta = orderEta({
    order_status: order.order_status,
    min_delivery_time: order.min_delivery_time ?? null,
    max_delivery_time: order.max_delivery_time ?? null,
    placed_at: order.pending ?? order.created_at ?? null,
    delivered_at: order.delivered ?? null,
    origin: points.origin,
    destination: points.destination,
    courier: points.courier,
    now: new Date(now),
  });
  return (
    <section
      className="bg-card flex flex-col gap-2 rounded-xl border p-4"
      aria-labelledby="tracking-eta"
      data-testid="tracking-eta"
    >
      <Heading id="tracking-eta" className="flex items-center gap-2 font-semibold">
        <Clock aria-hidden="true" className="text-primary size-5" />
        {t("title")}
      </Heading>
      {eta.code === "delivered" ? (
        <p>
          {eta.delivered_at
            ? t("deliveredAt", { time: format.dateTime(eta.delivered_at, CLOCK_FORMAT) })
            : null}
        </p>
      ) : eta.code === "none" ? (
        <p className="text-muted-foreground text-sm">{t("none")}</p>
      ) : (
        <>
          <p className="text-2xl font-bold tabular-nums" data-testid="eta-range">
            {t("range", { min: eta.min_minutes, max: eta.max_minutes })}
          </p>
          <p className="text-muted-foreground text-sm" data-testid="eta-arrives-by">
            {t("arrivesBy", { time: format.dateTime(eta.arrives_by, CLOCK_FORMAT) })}
          </p>
          {eta.remaining_m !== null && eta.distance_m !== null ? (
            <p className="text-sm" data-testid="eta-distance">
              {eta.code === "on_its_way"
                ? t("remaining", { km: km(eta.remaining_m, digits) })
                : t("distance", { km: km(eta.distance_m, digits) })}
            </p>
          ) : null}
          {eta.code === "on_its_way" ? (
            <ProgressBar
              value={eta.progress_percent}
              label={t("progress")}
              valueText={t("progressValue", { percent: eta.progress_percent })}
              caption={t("progressValue", { percent: eta.progress_percent })}
            />
          ) : null}
        </>
      )}
    </section>
  );
}

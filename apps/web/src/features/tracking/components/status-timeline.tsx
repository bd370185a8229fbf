"use client";

import { Check, Circle } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";

import type { Order } from "@marketplace/api-client";
import { orderTimeline } from "@marketplace/domain";
import { cn } from "@marketplace/ui";

import { CLOCK_FORMAT, wireDate } from "./format-wire-time";

/** The four steps (Order Placed, Order Confirmed, On the Way, Delivered) with the time each was reached. */
export function StatusTimeline({
  order,
  headingTag: Heading,
}: {
  order: Order;
  headingTag: "h3" | "h4";
}) {
  const t = useTranslations("tracking");
  const format = useFormatter();
  return (
    <section className="bg-card rounded-xl border p-4" aria-labelledby="tracking-timeline">
      <Heading id="tracking-timeline" className="mb-3 font-semibold">
        {t("timeline")}
      </Heading>
      <ol className="flex flex-col gap-3" data-testid="tracking-timeline">
        {orderTimeline(order).map((entry) => {
          const at = entry.done ? wireDate(entry.at) : null;
          return (
            <li
              key={entry.step}
              className="flex items-center gap-3"
              data-step={entry.step}
              data-done={entry.done ? "true" : "false"}
            >
              <span
                aria-hidden="true"
                className={cn(
                  "flex size-7 shrink-0 items-center justify-center rounded-full border",
                  entry.done
                    ? "bg-primary text-primary-foreground border-primary"
                    : "text-muted-foreground",
                )}
              >
                {entry.done ? <Check className="size-4" /> : <Circle className="size-3" />}
              </span>
              <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-2">
                <span className={cn("font-medium", !entry.done && "text-muted-foreground")}>
                  {t(`steps.${entry.step}`)}
                  <span className="sr-only">
                    {" "}
                    ({entry.done ? t("stepDone") : t("stepWaiting")})
                  </span>
                </span>
                {at ? (
                  <time className="text-muted-foreground text-xs" dateTime={at.toISOString()}>
                    {format.dateTime(at, CLOCK_FORMAT)}
                  </time>
                ) : null}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

"use client";

import { Bike } from "lucide-react";
import { useTranslations } from "next-intl";

import type { DeliveryMan } from "@marketplace/api-client";
import { Rating } from "@marketplace/ui";

/**
 * The delivery person card: name and rating once one is assigned. (The spec's chat button for signed-in
 * customers waits for the chat feature; there is no chat route to link to yet.)
 */
export function DeliveryPersonCard({
  courier,
  headingTag: Heading,
}: {
  courier: DeliveryMan | null;
  headingTag: "h3" | "h4";
}) {
  const t = useTranslations("tracking");
  const name = courier ? [courier.f_name, courier.l_name].filter(Boolean).join(" ") : "";
  return (
    <section
      className="bg-card flex items-center gap-3 rounded-xl border p-4"
      aria-labelledby="tracking-courier"
      data-testid="tracking-courier"
    >
      <span
        aria-hidden="true"
        className="bg-primary-soft text-primary flex size-10 shrink-0 items-center justify-center rounded-full"
      >
        <Bike className="size-5" />
      </span>
      <div className="min-w-0">
        <Heading id="tracking-courier" className="text-muted-foreground text-sm font-medium">
          {t("deliveryPerson")}
        </Heading>
        {courier && name !== "" ? (
          <>
            <p className="font-semibold break-words">
              <bdi>{name}</bdi>
            </p>
            {courier.avg_rating != null ? (
              <Rating
                value={Number(courier.avg_rating)}
                valueText={String(courier.avg_rating)}
                label={t("rated", { value: String(courier.avg_rating) })}
              />
            ) : null}
          </>
        ) : (
          <p className="text-muted-foreground text-sm">{t("noCourier")}</p>
        )}
      </div>
    </section>
  );
}

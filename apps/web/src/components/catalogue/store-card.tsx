import { getTranslations } from "next-intl/server";

import { cn } from "@marketplace/ui";

import type { StoreCardProps } from "./to-card-props";
import { CardImage } from "./card-image";

/**
 * A store card: cover, distance badge ('From You', hidden in food), name, address, rating, closed
 * overlay. The "offer" variant adds delivery time, 'Free Delivery' and the '{discount}% off' badge.
 */
export async function StoreCard({
  store,
  variant = "default",
}: {
  store: StoreCardProps;
  variant?: "default" | "offer";
}) {
  const t = await getTranslations("home");
  const td = await getTranslations("domain");
  return (
    <article className="bg-card text-card-foreground relative flex h-full flex-col overflow-hidden rounded-lg border">
      <div className="relative">
        <CardImage
          src={store.cover}
          alt=""
          className="aspect-[16/9]"
          sizes="(max-width: 640px) 80vw, 320px"
        />
        {!store.open ? (
          <span className="bg-overlay absolute inset-0 flex items-center justify-center text-sm font-bold text-white">
            {td("closed_now")}
          </span>
        ) : null}
        {store.distance ? (
          <span className="bg-card/90 absolute end-2 top-2 rounded-md px-1.5 py-0.5 text-xs font-medium">
            {store.distance.kind === "km"
              ? td("distance_km", { value: store.distance.value })
              : td("distance_over_1k_km")}{" "}
            {t("fromYou")}
          </span>
        ) : null}
        {variant === "offer" && store.discount ? (
          <span className="bg-destructive text-destructive-foreground absolute start-2 top-2 rounded-md px-1.5 py-0.5 text-xs font-semibold">
            {store.discount.kind === "percent"
              ? td("discount_percent", { percent: store.discount.percent })
              : td("discount_amount", { text: store.discount.text })}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="line-clamp-1 text-sm font-semibold">
          <a href={store.href} className="after:absolute after:inset-0 focus-visible:outline-none">
            {store.name}
          </a>
        </h3>
        {variant === "default" && store.address ? (
          <p className="text-muted-foreground line-clamp-1 text-xs">{store.address}</p>
        ) : null}
        <p className={cn("flex flex-wrap items-center gap-x-3 text-xs")}>
          {store.rating ? (
            <span>
              <span aria-hidden="true" className="text-rating">
                ★{" "}
              </span>
              <span className="sr-only">{t("rating", { rating: store.rating.text })}</span>
              <span aria-hidden="true">{store.rating.text}</span>
            </span>
          ) : null}
          {variant === "offer" && store.deliveryTime ? <span>{store.deliveryTime}</span> : null}
          {variant === "offer" && store.freeDelivery ? (
            <span className="text-success font-medium">{t("freeDelivery")}</span>
          ) : null}
        </p>
      </div>
    </article>
  );
}

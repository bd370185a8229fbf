import { getTranslations } from "next-intl/server";

import type { ItemCardProps } from "./to-card-props";
import { CardImage } from "./card-image";

/** An item card: image, discount badge, name (25 characters), store, rating and price. */
export async function ItemCard({ item }: { item: ItemCardProps }) {
  const t = await getTranslations();
  return (
    <article className="bg-card text-card-foreground group relative flex h-full flex-col overflow-hidden rounded-lg border">
      <div className="relative">
        <CardImage src={item.image} alt="" />
        {item.badge ? (
          <span className="bg-destructive text-destructive-foreground absolute start-2 top-2 rounded-md px-1.5 py-0.5 text-xs font-semibold">
            {item.badge.kind === "percent"
              ? t("domain.discount_percent", { percent: item.badge.percent })
              : t("domain.discount_amount", { text: item.badge.text })}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="text-sm font-medium" title={item.fullName}>
          <a href={item.href} className="after:absolute after:inset-0 focus-visible:outline-none">
            {item.name}
          </a>
        </h3>
        {item.storeName ? (
          <p className="text-muted-foreground line-clamp-1 text-xs">{item.storeName}</p>
        ) : null}
        {item.rating ? (
          <p className="text-xs">
            <span aria-hidden="true" className="text-rating">
              ★{" "}
            </span>
            <span className="sr-only">{t("home.rating", { rating: item.rating.text })}</span>
            <span aria-hidden="true">{item.rating.text}</span>{" "}
            <span className="text-muted-foreground">
              {t("home.ratingCount", { count: item.rating.count })}
            </span>
          </p>
        ) : null}
        <p className="mt-auto flex flex-wrap items-baseline gap-x-2 text-sm font-semibold">
          <span>{item.price === "" ? t("domain.free") : item.price}</span>
          {item.originalPrice ? (
            <del className="text-muted-foreground text-xs font-normal">{item.originalPrice}</del>
          ) : null}
        </p>
      </div>
    </article>
  );
}

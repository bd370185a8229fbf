import { getFormatter, getTranslations } from "next-intl/server";

import type { ApiClient } from "@marketplace/api-client";
import { getStoreReviews } from "@marketplace/api-client";
import { formatRating } from "@marketplace/domain";
import { Rating } from "@marketplace/ui";

/** Reviews shown on the store page (the newest first, as the API sends them). */
const REVIEWS_SHOWN = 10;

/** The store's reviews: customer, rating, item, comment and the store's reply. */
export async function StoreReviews({ client, storeId }: { client: ApiClient; storeId: number }) {
  const [t, format, reviews] = await Promise.all([
    getTranslations(),
    getFormatter(),
    getStoreReviews(client, storeId),
  ]);
  const shown = reviews.slice(0, REVIEWS_SHOWN);
  return (
    <section aria-labelledby="store-reviews-title" className="flex flex-col gap-3">
      <h2 id="store-reviews-title" className="text-xl font-bold tracking-tight">
        {t("store.reviews")}
      </h2>
      {shown.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("store.noReviews")}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {shown.map((review) => {
            const value = formatRating(review.rating, 1).text;
            const date = review.created_at ? new Date(review.created_at) : null;
            return (
              <li
                key={review.id}
                // Below the fold: rendered when near the viewport (see `OFFSCREEN_CARD`).
                className="bg-card flex flex-col gap-2 rounded-lg border p-4 [contain-intrinsic-height:auto_9rem] [content-visibility:auto]"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold">{review.customer_name ?? t("store.customer")}</p>
                  {date && !Number.isNaN(date.getTime()) ? (
                    <time dateTime={date.toISOString()} className="text-muted-foreground text-xs">
                      {format.dateTime(date, { dateStyle: "medium" })}
                    </time>
                  ) : null}
                </div>
                <Rating
                  value={review.rating}
                  valueText={value}
                  label={t("home.rating", { rating: value })}
                  size="sm"
                />
                {review.item_name ? (
                  <p className="text-muted-foreground text-xs">{review.item_name}</p>
                ) : null}
                {review.comment ? <p className="text-sm break-words">{review.comment}</p> : null}
                {review.reply ? (
                  <p className="bg-muted rounded-md p-2 text-sm break-words">
                    <span className="font-semibold">{t("store.reply")}: </span>
                    {review.reply}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

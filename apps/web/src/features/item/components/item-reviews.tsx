import { getFormatter, getTranslations } from "next-intl/server";

import type { Review } from "@marketplace/api-client";
import { Rating } from "@marketplace/ui";

import { assetUrl } from "~/lib/asset-url";
import { galleryLabels, labelledPictures } from "../gallery-pictures";
import { ReviewPhotos } from "./review-photos";

/** The review's photos that have an address. */
const photosOf = (review: Review) =>
  (review.attachment_full_url ?? [])
    .map((url) => assetUrl(url))
    .filter((url): url is string => url !== null);

/**
 * The product page's reviews (the latest the item's details carry): the reviewer, stars, date, comment,
 * the store's reply and the photos as thumbnails that open larger. Nothing when there are none.
 */
export async function ItemReviews({ reviews }: { reviews: readonly Review[] | undefined }) {
  if (!reviews || reviews.length === 0) return null;
  const t = await getTranslations("item");
  const format = await getFormatter();
  const labels = galleryLabels(t);
  return (
    <section aria-labelledby="item-reviews" className="grid gap-4" data-testid="item-reviews">
      <h2 id="item-reviews" className="text-lg font-semibold">
        {t("reviews")}
      </h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {reviews.map((review) => {
          const name = review.customer_name ?? "";
          const photos = labelledPictures(photosOf(review), name, (position, total) =>
            t("reviewPhoto", { position, total, name }),
          );
          const date = review.created_at ? new Date(review.created_at) : null;
          return (
            <li
              key={review.id}
              className="bg-card grid content-start gap-2 rounded-lg border p-4"
              data-testid="item-review"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-medium">{name}</p>
                {date && !Number.isNaN(date.getTime()) ? (
                  <time dateTime={date.toISOString()} className="text-muted-foreground text-sm">
                    {format.dateTime(date, { dateStyle: "medium" })}
                  </time>
                ) : null}
              </div>
              <Rating value={review.rating} label={t("rated", { value: String(review.rating) })} />
              {review.comment ? <p className="text-sm">{review.comment}</p> : null}
              {photos.length > 0 ? (
                <ReviewPhotos
                  pictures={photos}
                  title={t("reviewPhotos", { name })}
                  labels={labels}
                />
              ) : null}
              {review.reply ? (
                <div className="bg-muted rounded-md p-3 text-sm">
                  <p className="font-medium">{t("reviewReply")}</p>
                  <p>{review.reply}</p>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

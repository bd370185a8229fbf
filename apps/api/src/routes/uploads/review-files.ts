import { and, eq } from "drizzle-orm";
import { Hono } from "hono";

import type { AppEnv } from "../../lib/app-env";
import { deliveryManReviews, reviews } from "../../db/schema";
import { requireCustomer } from "../../lib/middleware";
import { fileNotFound, pathId, serveUpload, uploadUrl } from "./serve-upload";

/** Where an image attached to an item review is served (to everyone, like the review lists). */
export function reviewAttachmentUrl(publicUrl: string, reviewId: number, file: string): string {
  return uploadUrl(publicUrl, "reviews/attachment", reviewId, file);
}

/**
 * Where each image attached to an item review is served (`attachment_full_url` of the review lists):
 * a customer's upload by the route below, a photo the demo seed ships (an SVG under `storage/review`)
 * as the seed's other pictures are, under `/storage`.
 */
export function reviewAttachmentUrls(
  publicUrl: string,
  reviewId: number,
  files: readonly string[],
): string[] {
  return files.map((file) =>
    file.endsWith(".svg")
      ? `${publicUrl}/storage/review/${encodeURIComponent(file)}`
      : reviewAttachmentUrl(publicUrl, reviewId, file),
  );
}

/** Where an image attached to a delivery-person review is served (to signed-in customers). */
export function deliveryManReviewAttachmentUrl(
  publicUrl: string,
  reviewId: number,
  file: string,
): string {
  return uploadUrl(publicUrl, "delivery-man/reviews/attachment", reviewId, file);
}

/**
 * Review images, to the audience of the list that shows the review: `GET reviews/attachment/{review_id}/{file}`
 * (item and store review lists are public: only files of a published review, status 1) and
 * `GET delivery-man/reviews/attachment/{review_id}/{file}` (that list needs sign-in). Never any other
 * file of the uploads folder.
 */
export function reviewFileRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.use("/delivery-man/reviews/attachment/*", requireCustomer);

  api.get("/reviews/attachment/:reviewId/:file", async (c) => {
    const reviewId = pathId(c.req.param("reviewId"));
    if (reviewId === null) throw fileNotFound();
    return serveUpload(c, {
      folder: "review",
      file: c.req.param("file"),
      audience: "public",
      listed: async (file) => {
        const [row] = await c
          .get("deps")
          .db.select({ attachment: reviews.attachment })
          .from(reviews)
          .where(and(eq(reviews.id, reviewId), eq(reviews.status, 1)));
        return row?.attachment.includes(file) ?? false;
      },
    });
  });

  api.get("/delivery-man/reviews/attachment/:reviewId/:file", async (c) => {
    const reviewId = pathId(c.req.param("reviewId"));
    if (reviewId === null) throw fileNotFound();
    return serveUpload(c, {
      folder: "review",
      file: c.req.param("file"),
      audience: "private",
      listed: async (file) => {
        const [row] = await c
          .get("deps")
          .db.select({ attachment: deliveryManReviews.attachment })
          .from(deliveryManReviews)
          .where(eq(deliveryManReviews.id, reviewId));
        return row?.attachment.includes(file) ?? false;
      },
    });
  });
  return api;
}

/** Reviews of items, stores and delivery people. */
import * as z from "zod";

import { displayText } from "./display";
import { secondary } from "./drift";
import { itemSchema } from "./item";
import { pageMetaShape } from "./paged";
import { boundedText } from "./text-bounds";
import { wireArray, wireId, wireNumber, wireOptionalId } from "./wire";

const text = z.string().nullish();

/** A review. */
export const reviewSchema = z.looseObject({
  id: wireId,
  item_id: wireOptionalId,
  order_id: wireOptionalId,
  user_id: wireOptionalId,
  delivery_man_id: wireOptionalId,
  rating: wireNumber,
  comment: displayText,
  reply: displayText,
  attachment: secondary(wireArray(z.unknown())),
  /** Full URLs of the review's photos. */
  attachment_full_url: secondary(wireArray(z.string().nullable())),
  item_name: displayText,
  item_image: displayText,
  item_image_full_url: displayText,
  customer_name: displayText,
  customer: z
    .looseObject({ id: wireId.optional(), f_name: text, l_name: text, image_full_url: text })
    .nullish(),
  item: itemSchema.nullish(),
  created_at: displayText,
});
/** A review. */
export type Review = z.infer<typeof reviewSchema>;

/** `GET items/reviews/{item_id}`. */
export const pagedReviewsSchema = z.looseObject({
  ...pageMetaShape,
  reviews: wireArray(reviewSchema),
});
/** A page of reviews. */
export type PagedReviews = z.infer<typeof pagedReviewsSchema>;

/** A bare list of reviews (`stores/reviews`, `delivery-man/reviews/{id}`). */
export const reviewListSchema = wireArray(reviewSchema);

/** A rating answered as a bare number. */
export const ratingSchema = wireNumber;

/** `POST items/reviews/submit` fields (multipart; `attachment[]` files are added separately). */
export const itemReviewBodySchema = z.object({
  item_id: wireId,
  order_id: wireId,
  rating: wireNumber.pipe(z.number().min(1).max(5)),
  comment: boundedText("note").optional(),
});
/** Item review fields. */
export type ItemReviewBody = z.infer<typeof itemReviewBodySchema>;

/** `POST delivery-man/reviews/submit` fields. */
export const deliveryManReviewBodySchema = z.object({
  delivery_man_id: wireId,
  order_id: wireId,
  rating: wireNumber.pipe(z.number().min(1).max(5)),
  comment: boundedText("note").min(1),
});
/** Delivery-man review fields. */
export type DeliveryManReviewBody = z.infer<typeof deliveryManReviewBodySchema>;

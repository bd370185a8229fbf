// Single source of truth for a review's input (issue 17 item 7): a rating of 1 to 5, a comment (required for
// the delivery person, as the API asks), at most 3 photos, each a JPG, PNG or GIF of at most 2 MB.

import type { FileLike } from "./file-schemas";
import { profilePhotoSchema } from "./file-schemas";

/** At most 3 photos on one review (the API's limit). */
export const MAX_REVIEW_PHOTOS = 3;

export type ReviewInputCheck =
  | { code: "ok"; rating: number; comment: string | undefined }
  | { code: "review_rating_required" }
  | { code: "review_comment_required" }
  | { code: "review_max_photos" }
  | { code: "photo_invalid" };

/**
 * Checks one review before it is sent: the rating first, then the comment (required when
 * `commentRequired`: the delivery person's review), then the photos. The comment is sent trimmed, or
 * not at all when empty.
 * @example checkReviewInput({ rating: 4, comment: " Fresh ", photos: [], commentRequired: false }) // { code: "ok", rating: 4, comment: "Fresh" }
 */
export function checkReviewInput(input: {
  rating: number | null;
  comment: string;
  photos: readonly FileLike[];
  commentRequired: boolean;
}): ReviewInputCheck {
  const { rating } = input;
  if (rating === null || !Number.isInteger(rating) || rating < 1 || rating > 5) {
    return { code: "review_rating_required" };
  }
  const comment = input.comment.trim();
  if (input.commentRequired && comment === "") return { code: "review_comment_required" };
  if (input.photos.length > MAX_REVIEW_PHOTOS) return { code: "review_max_photos" };
  if (input.photos.some((photo) => !profilePhotoSchema.safeParse(photo).success)) {
    return { code: "photo_invalid" };
  }
  return { code: "ok", rating, comment: comment === "" ? undefined : comment };
}

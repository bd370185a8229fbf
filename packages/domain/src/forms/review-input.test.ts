import { describe, expect, it } from "vitest";

import { checkReviewInput } from "./review-input";

const photo = { name: "plate.png", size: 1000, type: "image/png" };
const base = { rating: 5, comment: "", photos: [], commentRequired: false };

describe("checkReviewInput", () => {
  it("needs a whole rating from 1 to 5", () => {
    expect(checkReviewInput({ ...base, rating: null }).code).toBe("review_rating_required");
    expect(checkReviewInput({ ...base, rating: 0 }).code).toBe("review_rating_required");
    expect(checkReviewInput({ ...base, rating: 6 }).code).toBe("review_rating_required");
    expect(checkReviewInput({ ...base, rating: 3.5 }).code).toBe("review_rating_required");
    expect(checkReviewInput({ ...base, rating: 1 })).toEqual({
      code: "ok",
      rating: 1,
      comment: undefined,
    });
  });

  it("a comment is optional for items, required for the delivery person, and sent trimmed", () => {
    expect(checkReviewInput({ ...base, comment: "  Fresh  " })).toEqual({
      code: "ok",
      rating: 5,
      comment: "Fresh",
    });
    expect(checkReviewInput({ ...base, comment: "   ", commentRequired: true }).code).toBe(
      "review_comment_required",
    );
    expect(checkReviewInput({ ...base, comment: "Quick", commentRequired: true }).code).toBe("ok");
  });

  it("takes at most 3 photos, each an image of at most 2 MB", () => {
    expect(checkReviewInput({ ...base, photos: [photo, photo, photo] }).code).toBe("ok");
    expect(checkReviewInput({ ...base, photos: [photo, photo, photo, photo] }).code).toBe(
      "review_max_photos",
    );
    expect(checkReviewInput({ ...base, photos: [{ ...photo, size: 3 * 1024 * 1024 }] }).code).toBe(
      "photo_invalid",
    );
    expect(
      checkReviewInput({ ...base, photos: [{ name: "a.pdf", size: 10, type: "application/pdf" }] })
        .code,
    ).toBe("photo_invalid");
  });
});

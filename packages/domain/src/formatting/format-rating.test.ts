import { describe, expect, it } from "vitest";

import { formatRating } from "./format-rating";

describe("formatRating", () => {
  it("uses half steps for the stars and digit_after_decimal_point decimals for the number", () => {
    expect(formatRating(4.3, 1)).toEqual({
      stars: 4.5,
      full: 4,
      half: true,
      empty: 0,
      text: "4.3",
    });
    expect(formatRating(3.2, 2)).toEqual({
      stars: 3,
      full: 3,
      half: false,
      empty: 2,
      text: "3.20",
    });
    expect(formatRating(0, 0)).toEqual({ stars: 0, full: 0, half: false, empty: 5, text: "0" });
  });

  it("never shows more than five stars", () => {
    expect(formatRating(7, 1)).toEqual({ stars: 5, full: 5, half: false, empty: 0, text: "5.0" });
  });

  it.each([-0.5, Number.NaN])("rejects %s", (rating) => {
    expect(() => formatRating(rating, 1)).toThrow(
      expect.objectContaining({ code: "invalid_amount" }),
    );
  });
});

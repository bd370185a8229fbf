// Single source of truth for rating display (D9): half-step stars and the value with configured decimals.

import { DomainInputError } from "../errors/domain-input-error";
import { assertDecimalDigits } from "../money/decimal-digits";

/** The placeholder rating some cards show when an item has none. */
export const PLACEHOLDER_RATING = 4.5;
/** Stars in a rating row. */
export const RATING_STARS = 5;

export interface RatingDisplay {
  /** Rating rounded to the nearest half step, 0–5. */
  stars: number;
  full: number;
  half: boolean;
  empty: number;
  /** The rating written with `digit_after_decimal_point` decimals. */
  text: string;
}

/**
 * Ratings use half steps (for the stars) and digit_after_decimal_point decimals (for the number).
 * @example formatRating(4.3, 1) // { stars: 4.5, full: 4, half: true, empty: 0, text: "4.3" }
 */
export function formatRating(rating: number, digits: number): RatingDisplay {
  assertDecimalDigits(digits);
  if (!Number.isFinite(rating) || rating < 0) {
    throw new DomainInputError(
      "invalid_amount",
      `Rating must be a non-negative number, got ${String(rating)}`,
      rating,
    );
  }
  const clamped = Math.min(RATING_STARS, rating);
  const stars = Math.round(clamped * 2) / 2;
  const full = Math.floor(stars);
  const half = stars - full === 0.5;
  return {
    stars,
    full,
    half,
    empty: RATING_STARS - full - (half ? 1 : 0),
    text: clamped.toFixed(digits),
  };
}

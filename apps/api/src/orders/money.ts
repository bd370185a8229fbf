import type { Reference } from "../catalog/reference";

/** `digit_after_decimal_point` from the business settings (2 when unset). */
export function decimalDigits(ref: Pick<Reference, "settings">): number {
  const value = Number(ref.settings.digit_after_decimal_point ?? 2);
  return Number.isInteger(value) && value >= 0 && value <= 4 ? value : 2;
}

/** Minor units back to a wire amount. */
export function fromMinor(minor: number, digits: number): number {
  return minor / 10 ** digits;
}

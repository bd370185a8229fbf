// Single source of truth for validating `digit_after_decimal_point` (the precision of minor units).

import { DomainInputError } from "../errors/domain-input-error";

/** Largest precision accepted for minor units; beyond it integer arithmetic would overflow sooner. */
export const MAX_DECIMAL_DIGITS = 6;

/**
 * Checks the configured `digit_after_decimal_point` and returns it; throws `invalid_digits` otherwise.
 * @example assertDecimalDigits(2) // 2
 */
export function assertDecimalDigits(digits: number): number {
  if (!Number.isInteger(digits) || digits < 0 || digits > MAX_DECIMAL_DIGITS) {
    throw new DomainInputError(
      "invalid_digits",
      `digit_after_decimal_point must be an integer from 0 to ${String(MAX_DECIMAL_DIGITS)}, got ${String(digits)}`,
      digits,
    );
  }
  return digits;
}

/** Used when `digit_after_decimal_point` is missing or unusable. */
export const DEFAULT_DECIMAL_DIGITS = 2;

/**
 * Reads `digit_after_decimal_point` as a setting arrives (a number, or a numeric string such as the
 * backend's "2"): an integer from 0 to 6, anything else falls back to 2.
 * @example decimalDigitsSetting("3") // 3
 * @example decimalDigitsSetting(9) // 2
 */
export function decimalDigitsSetting(value: unknown): number {
  const digits =
    typeof value === "number"
      ? value
      : typeof value === "string" && value.trim() !== ""
        ? Number(value)
        : NaN;
  return Number.isInteger(digits) && digits >= 0 && digits <= MAX_DECIMAL_DIGITS
    ? digits
    : DEFAULT_DECIMAL_DIGITS;
}

// Single source of truth for reading numeric strings from the wire (e.g. `optionPrice: "2.50"`) as decimals.

import { DomainInputError } from "../errors/domain-input-error";

const NUMBER_PATTERN = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/**
 * Parses a number or numeric string as a decimal; never truncates to an integer.
 * Throws `invalid_amount` for '', NaN, Infinity or non-numeric text.
 * @example parseDecimal("2.50") // 2.5
 */
export function parseDecimal(value: string | number): number {
  if (typeof value === "number") {
    if (Number.isFinite(value)) return value;
    throw new DomainInputError("invalid_amount", `Not a finite number: ${String(value)}`, value);
  }
  const text = value.trim();
  if (!NUMBER_PATTERN.test(text)) {
    throw new DomainInputError("invalid_amount", `Not a decimal: "${value}"`, value);
  }
  return Number(text);
}

// Single source of truth for turning wire amounts (numbers or decimal strings such as "2.50") into
// integer minor units. Option prices are decimals: they are never truncated to integers.

import { DomainInputError } from "../errors/domain-input-error";
import { assertDecimalDigits } from "./decimal-digits";

/** Integer amount in minor units (cents for two decimals). */
export type MinorUnits = number;

const DECIMAL_PATTERN = /^(\d*)(?:\.(\d*))?$/;

function canonicalText(value: string | number): string {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) {
      throw new DomainInputError(
        "invalid_amount",
        `Amount is not a finite number: ${String(value)}`,
        value,
      );
    }
    const text = String(value);
    return text.includes("e") ? value.toFixed(20) : text;
  }
  return value.trim();
}

/**
 * Converts an amount in major units (a number, or a decimal string as the wire sends option prices)
 * into integer minor units for `digits` decimals, rounding half up once on the extra decimals.
 * Throws `invalid_amount` for '', NaN or text that is not a decimal, `negative_amount` below zero.
 * @example toMinorUnits("2.50", 2) // 250
 * @example toMinorUnits(1.005, 2) // 101
 */
export function toMinorUnits(value: string | number, digits: number): MinorUnits {
  assertDecimalDigits(digits);
  const text = canonicalText(value);
  if (text.startsWith("-")) {
    throw new DomainInputError("negative_amount", `Amount must not be negative: ${text}`, value);
  }
  const match = DECIMAL_PATTERN.exec(text.startsWith("+") ? text.slice(1) : text);
  const whole = match?.[1] ?? "";
  const fraction = match?.[2] ?? "";
  if (match === null || (whole === "" && fraction === "")) {
    throw new DomainInputError("invalid_amount", `Amount is not a decimal: "${text}"`, value);
  }
  const kept = fraction.slice(0, digits).padEnd(digits, "0");
  const roundUp = (fraction[digits] ?? "0") >= "5" ? 1 : 0;
  const minor = Number(`${whole === "" ? "0" : whole}${kept}`) + roundUp;
  if (!Number.isSafeInteger(minor)) {
    throw new DomainInputError("invalid_amount", `Amount is too large: ${text}`, value);
  }
  return minor;
}

/**
 * Converts integer minor units back to major units (for wire bodies such as `cart/add` `price`).
 * @example fromMinorUnits(250, 2) // 2.5
 */
export function fromMinorUnits(minor: MinorUnits, digits: number): number {
  assertDecimalDigits(digits);
  if (!Number.isSafeInteger(minor)) {
    throw new DomainInputError(
      "invalid_amount",
      `Minor units must be an integer: ${String(minor)}`,
      minor,
    );
  }
  return minor / 10 ** digits;
}

/**
 * Rounds an exact (possibly fractional) minor-unit result once, half up, without float drift.
 * @example roundMinorUnits(1049.9999999999998) // 1050
 */
export function roundMinorUnits(exact: number): MinorUnits {
  if (!Number.isFinite(exact)) {
    throw new DomainInputError(
      "invalid_amount",
      `Amount is not a finite number: ${String(exact)}`,
      exact,
    );
  }
  const rounded = Math.round(Number(exact.toPrecision(15)));
  return rounded === 0 ? 0 : rounded;
}

// Single source of truth for how @marketplace/domain rejects bad input: one error class with a code.

/** Codes carried by {@link DomainInputError}. */
export const DOMAIN_INPUT_ERROR_CODES = [
  "invalid_amount",
  "negative_amount",
  "invalid_digits",
  "invalid_quantity",
  "invalid_time",
  "invalid_date",
  "unknown_variation",
  "unknown_option",
  "unknown_add_on",
  "invalid_list",
] as const;

export type DomainInputErrorCode = (typeof DOMAIN_INPUT_ERROR_CODES)[number];

/**
 * Thrown when a rule receives input it cannot compute with (NaN, a negative price, a malformed
 * numeric string, …). Rules never return a wrong number instead.
 * @example
 * try { parseDecimal("abc"); } catch (e) { if (isDomainInputError(e)) e.code; // "invalid_amount" }
 */
export class DomainInputError extends Error {
  readonly code: DomainInputErrorCode;
  readonly input: unknown;

  constructor(code: DomainInputErrorCode, message: string, input?: unknown) {
    super(message);
    this.name = "DomainInputError";
    this.code = code;
    this.input = input;
  }
}

/** Type guard for {@link DomainInputError}. */
export function isDomainInputError(error: unknown): error is DomainInputError {
  return error instanceof DomainInputError;
}

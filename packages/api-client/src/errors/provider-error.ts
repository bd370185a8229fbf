import { ApiClientError } from "./api-client-error";
import { hasKind } from "./http-error";

/** Google statuses that are answers, not failures: `OK` and `ZERO_RESULTS` (an empty result). */
const ANSWER_STATUSES = new Set(["OK", "ZERO_RESULTS"]);

/**
 * A maps provider (Google, passed through by `config/geocode-api`, `config/place-api-autocomplete`,
 * `config/place-api-details` and `config/distance-api`) refused the call while the API answered HTTP 200:
 * `{ status: "REQUEST_DENIED", error_message }` (legacy APIs) or `{ error: { code, message, status } }`
 * (Places New / Routes). `providerStatus` is Google's status (`REQUEST_DENIED`, `PERMISSION_DENIED`…),
 * `code` the same (or the numeric code as a string when there is no status), `messages` Google's text.
 *
 * @example
 * if (isProviderError(error)) console.warn(error.providerStatus, error.messages[0])
 */
export class ProviderError extends ApiClientError {
  readonly providerStatus: string;
  readonly body: unknown;
  readonly url: string;

  constructor(url: string, providerStatus: string, message: string | undefined, body: unknown) {
    const text = message ?? `The maps provider answered ${providerStatus}`;
    super("provider", text, { status: 200, code: providerStatus, messages: [text] });
    this.name = "ProviderError";
    this.providerStatus = providerStatus;
    this.body = body;
    this.url = url;
  }
}

/**
 * Whether a value is a provider error.
 *
 * @example
 * if (isProviderError(error)) showManualAddressForm()
 */
export function isProviderError(value: unknown): value is ProviderError {
  return hasKind(value, ["provider"]);
}

function text(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

/**
 * The provider error a passthrough body carries, or undefined for an answer (`OK`, `ZERO_RESULTS`, an empty
 * body, or no status at all).
 *
 * @example
 * providerErrorOf({ status: "REQUEST_DENIED", error_message: "API key invalid" }, url) // ProviderError
 */
export function providerErrorOf(body: unknown, url: string): ProviderError | undefined {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return undefined;
  const record = body as Record<string, unknown>;
  const error = record.error;
  if (typeof error === "object" && error !== null && !Array.isArray(error)) {
    const nested = error as Record<string, unknown>;
    const status =
      text(nested.status) ??
      (typeof nested.code === "number" ? String(nested.code) : text(nested.code));
    return new ProviderError(url, status ?? "UNKNOWN_ERROR", text(nested.message), body);
  }
  const status = text(record.status);
  if (status !== undefined && !ANSWER_STATUSES.has(status)) {
    return new ProviderError(url, status, text(record.error_message), body);
  }
  return undefined;
}

/** The typed error family thrown by every SDK call. */

const BRAND = Symbol.for("@marketplace/api-client/error");

/** The kinds of error the SDK throws. */
export type ApiClientErrorKind =
  | "http"
  | "session-expired"
  | "network"
  | "timeout"
  | "response-validation"
  | "request-validation"
  | "provider";

/** One normalised server error entry. */
export interface ApiErrorEntry {
  code?: string;
  message: string;
}

/** Options shared by every SDK error. */
export interface ApiClientErrorOptions {
  status?: number | undefined;
  code?: string | undefined;
  messages?: readonly string[] | undefined;
  cause?: unknown;
}

/**
 * Base class of every error the SDK throws: `status` (HTTP status, when there was a response), `code`
 * (the first server error code), `messages` (the texts to show, never empty) and `cause`.
 *
 * @example
 * try { await getConfig(client) } catch (error) { if (isApiClientError(error)) toast(error.messages.join("\n")) }
 */
export class ApiClientError extends Error {
  readonly kind: ApiClientErrorKind;
  readonly status: number | undefined;
  readonly code: string | undefined;
  readonly messages: readonly string[];

  constructor(kind: ApiClientErrorKind, message: string, options: ApiClientErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "ApiClientError";
    this.kind = kind;
    this.status = options.status;
    this.code = options.code;
    this.messages =
      options.messages && options.messages.length > 0 ? [...options.messages] : [message];
    Object.defineProperty(this, BRAND, { value: true });
  }
}

/**
 * Whether a value is any SDK error (works across bundle copies: it checks a global brand, not `instanceof`).
 *
 * @example
 * if (isApiClientError(error)) console.log(error.kind, error.messages)
 */
export function isApiClientError(value: unknown): value is ApiClientError {
  return typeof value === "object" && value !== null && BRAND in value;
}

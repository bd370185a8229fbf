import type { ApiErrorEntry } from "./api-client-error";
import { ApiClientError } from "./api-client-error";

/** Options of an HTTP error. */
export interface HttpErrorOptions {
  status: number;
  errors: readonly ApiErrorEntry[];
  body: unknown;
  method: string;
  url: string;
  cause?: unknown;
}

function summary(options: HttpErrorOptions): string {
  const first = options.errors[0]?.message;
  return first ?? `Request failed with status ${String(options.status)}`;
}

/**
 * The server answered with an error: a non-2xx status, status 203 (business errors), or any status with an
 * `errors` field. `errors` holds every `{ code, message }`, `messages` the texts to show, `body` the raw body.
 *
 * @example
 * if (isHttpError(error) && error.code === "cart_item") toast(error.messages[0])
 */
export class HttpError extends ApiClientError {
  readonly errors: readonly ApiErrorEntry[];
  readonly body: unknown;
  readonly method: string;
  readonly url: string;
  declare readonly status: number;

  constructor(options: HttpErrorOptions, kind: "http" | "session-expired" = "http") {
    super(kind, summary(options), {
      status: options.status,
      code: options.errors.find((entry) => entry.code !== undefined)?.code,
      messages: options.errors.map((entry) => entry.message),
      cause: options.cause,
    });
    this.name = "HttpError";
    this.errors = options.errors;
    this.body = options.body;
    this.method = options.method;
    this.url = options.url;
  }
}

/**
 * Whether a value is an HTTP error (session-expired errors included).
 *
 * @example
 * if (isHttpError(error) && error.status === 404) notFound()
 */
export function isHttpError(value: unknown): value is HttpError {
  return hasKind(value, ["http", "session-expired"]);
}

/** The text the storefront shows when a signed-in call answers 401. */
export const SESSION_EXPIRED_MESSAGE = "Your account is inactive or Your token has been expired";

/**
 * A 401 answer to a request that carried a token: the session is over. The client calls `onUnauthorized`
 * before throwing it. `messages` is the spec's toast text.
 *
 * @example
 * if (isSessionExpiredError(error)) router.push("/home")
 */
export class SessionExpiredError extends HttpError {
  constructor(options: HttpErrorOptions) {
    super(options, "session-expired");
    this.name = "SessionExpiredError";
    Object.defineProperty(this, "messages", { value: [SESSION_EXPIRED_MESSAGE] });
  }
}

/**
 * Whether a value is a session-expired error.
 *
 * @example
 * if (isSessionExpiredError(error)) signOut()
 */
export function isSessionExpiredError(value: unknown): value is SessionExpiredError {
  return hasKind(value, ["session-expired"]);
}

/** Checks the `kind` of a branded SDK error. */
export function hasKind(value: unknown, kinds: readonly string[]): boolean {
  if (typeof value !== "object" || value === null) return false;
  if (!(Symbol.for("@marketplace/api-client/error") in value)) return false;
  const kind = (value as { kind?: unknown }).kind;
  return typeof kind === "string" && kinds.includes(kind);
}

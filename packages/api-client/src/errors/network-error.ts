import { ApiClientError } from "./api-client-error";
import { hasKind } from "./http-error";

/**
 * No answer: the connection failed, or the request was aborted.
 *
 * @example
 * if (isNetworkError(error)) toast("You are offline")
 */
export class NetworkError extends ApiClientError {
  readonly method: string;
  readonly url: string;

  constructor(
    method: string,
    url: string,
    cause: unknown,
    kind: "network" | "timeout" = "network",
  ) {
    super(
      kind,
      kind === "timeout"
        ? `Request timed out: ${method} ${url}`
        : `Network error: ${method} ${url}`,
      {
        cause,
      },
    );
    this.name = "NetworkError";
    this.method = method;
    this.url = url;
  }
}

/**
 * Whether a value is a network error (timeouts included).
 *
 * @example
 * if (isNetworkError(error)) retryLater()
 */
export function isNetworkError(value: unknown): value is NetworkError {
  return hasKind(value, ["network", "timeout"]);
}

/**
 * The request took longer than the client's `timeout`.
 *
 * @example
 * if (isTimeoutError(error)) toast("The server is slow, try again")
 */
export class TimeoutError extends NetworkError {
  constructor(method: string, url: string, cause: unknown) {
    super(method, url, cause, "timeout");
    this.name = "TimeoutError";
  }
}

/**
 * Whether a value is a timeout error.
 *
 * @example
 * if (isTimeoutError(error)) console.warn(error.url)
 */
export function isTimeoutError(value: unknown): value is TimeoutError {
  return hasKind(value, ["timeout"]);
}

import type { z } from "zod";

import { ApiClientError } from "./api-client-error";
import { hasKind } from "./http-error";

/** One schema mismatch: where (`path`, e.g. `products.3.price`) and what. */
export interface ValidationIssue {
  path: string;
  message: string;
}

/**
 * Formats a zod issue path as `a.0.b`; the root is `(root)`.
 *
 * @example
 * formatIssuePath(["products", 0, "price"]) // "products.0.price"
 */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  return path.length === 0 ? "(root)" : path.map((part) => String(part)).join(".");
}

/**
 * Converts zod issues to `{ path, message }`.
 *
 * @example
 * toValidationIssues(itemSchema.safeParse({}).error) // [{ path: "id", message: "…" }, …]
 */
export function toValidationIssues(error: z.ZodError): ValidationIssue[] {
  return error.issues.map((issue) => ({
    path: formatIssuePath(issue.path),
    message: issue.message,
  }));
}

/**
 * The server answered 2xx with a body that does not match the call's schema (or is not JSON). `path` names
 * the first failing path, `issues` lists them all, `body` holds what arrived.
 *
 * @example
 * if (isResponseValidationError(error)) console.error(error.path, error.issues)
 */
export class ResponseValidationError extends ApiClientError {
  readonly path: string;
  readonly issues: readonly ValidationIssue[];
  readonly body: unknown;
  readonly url: string;

  constructor(url: string, issues: readonly ValidationIssue[], body: unknown, cause?: unknown) {
    const first = issues[0] ?? { path: "(root)", message: "Invalid response" };
    super(
      "response-validation",
      `Unexpected response from ${url} at ${first.path}: ${first.message}`,
      {
        cause,
        status: undefined,
      },
    );
    this.name = "ResponseValidationError";
    this.path = first.path;
    this.issues = issues;
    this.body = body;
    this.url = url;
  }
}

/**
 * Whether a value is a response-validation error.
 *
 * @example
 * if (isResponseValidationError(error)) report(error.path)
 */
export function isResponseValidationError(value: unknown): value is ResponseValidationError {
  return hasKind(value, ["response-validation"]);
}

/**
 * The input of a call did not match its request schema; nothing was sent. `path` names the first bad field.
 *
 * @example
 * if (isRequestValidationError(error)) form.setError(error.path, { message: error.messages[0] })
 */
export class RequestValidationError extends ApiClientError {
  readonly path: string;
  readonly issues: readonly ValidationIssue[];

  constructor(issues: readonly ValidationIssue[], cause?: unknown) {
    const first = issues[0] ?? { path: "(root)", message: "Invalid request" };
    super("request-validation", `Invalid request at ${first.path}: ${first.message}`, {
      cause,
      code: first.path,
      messages: issues.map((issue) => `${issue.path}: ${issue.message}`),
    });
    this.name = "RequestValidationError";
    this.path = first.path;
    this.issues = issues;
  }
}

/**
 * Whether a value is a request-validation error.
 *
 * @example
 * if (isRequestValidationError(error)) console.warn(error.issues)
 */
export function isRequestValidationError(value: unknown): value is RequestValidationError {
  return hasKind(value, ["request-validation"]);
}

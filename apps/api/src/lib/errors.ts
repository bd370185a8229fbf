import type { ZodError } from "zod";

/** One entry of the contract's error envelope. */
export interface ErrorEntry {
  code: string;
  message: string;
}

/** The contract's error envelope: `{ errors: [{ code, message }] }`. */
export function errorBody(code: string, message: string): { errors: ErrorEntry[] } {
  return { errors: [{ code, message }] };
}

/**
 * An error that becomes an HTTP response with the contract's envelope (or, for the few irregular
 * routes, with the exact body given). Thrown from handlers and middleware; `app.onError` renders it.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown, message = "API error") {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }

  static of(status: number, code: string, message: string): ApiError {
    return new ApiError(status, errorBody(code, message), message);
  }

  static notFound(code: string, message: string): ApiError {
    return ApiError.of(404, code, message);
  }
}

/** Validation failures use status 403 (the production backend's convention), one entry per field. */
export function validationError(
  error: ZodError,
  worded: Readonly<Record<string, string>> = {},
): ApiError {
  const seen = new Set<string>();
  const errors: ErrorEntry[] = [];
  for (const issue of error.issues) {
    const code = issue.path.map(String).join(".") || "request";
    if (seen.has(code)) continue;
    seen.add(code);
    errors.push({ code, message: worded[code] ?? validationMessage(code, issue.code) });
  }
  return new ApiError(403, { errors }, "Validation failed");
}

function validationMessage(field: string, issueCode: string): string {
  const label = field.replace(/_/g, " ");
  if (issueCode === "invalid_type") return `The ${label} field is required.`;
  return `The ${label} field is invalid.`;
}

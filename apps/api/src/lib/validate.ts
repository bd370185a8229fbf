import type { Context } from "hono";
import type { z } from "zod";

import type { AppEnv } from "./app-env";
import type { FieldBounds } from "./field-bounds";
import { ApiError, errorBody, validationError } from "./errors";
import { refuseLongFields } from "./field-bounds";
import { holdsNul, nulRefused } from "./nul-guard";

/** Parses the query string with `schema`; failures become the contract's 403 validation envelope. */
export function parseQuery<S extends z.ZodType>(c: Context<AppEnv>, schema: S): z.infer<S> {
  const query = c.req.query();
  if (holdsNul(query)) throw nulRefused();
  const result = schema.safeParse(query);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/**
 * Parses a JSON or form body with `schema`; an unreadable body is a 403 validation error too. With
 * `bounds`, a longer text in a bounded field is refused before the schema sees it.
 */
export async function parseBody<S extends z.ZodType>(
  c: Context<AppEnv>,
  schema: S,
  bounds?: FieldBounds,
): Promise<z.infer<S>> {
  let raw: unknown;
  const type = c.req.header("content-type") ?? "";
  try {
    if (type.includes("application/json")) raw = await c.req.json();
    else if (type.includes("form")) raw = await c.req.parseBody({ all: true });
    else raw = {};
  } catch {
    throw new ApiError(403, errorBody("body", "The request body is not valid."));
  }
  // PostgreSQL text cannot hold NUL: refused in every string at the validation layer (403).
  if (holdsNul(raw)) throw nulRefused();
  if (bounds) refuseLongFields(raw, bounds);
  const result = schema.safeParse(raw);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** Parses a route parameter as a positive integer id, or throws the given 404. */
export function idParam(value: string | undefined, code: string, message: string): number {
  if (value === undefined || !/^\d{1,9}$/.test(value) || Number(value) <= 0) {
    throw ApiError.notFound(code, message);
  }
  return Number(value);
}

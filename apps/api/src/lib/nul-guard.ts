import type { MiddlewareHandler } from "hono";

import type { AppEnv } from "./app-env";
import { ApiError, errorBody } from "./errors";

/** True when a string, or any key or string inside arrays and objects, holds a NUL character. */
export function holdsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(holdsNul);
  if (typeof value === "object" && value !== null) {
    if (typeof File !== "undefined" && value instanceof File) return value.name.includes("\u0000");
    return Object.entries(value).some(([key, entry]) => key.includes("\u0000") || holdsNul(entry));
  }
  return false;
}

/** The 403 validation answer for text PostgreSQL cannot store (NUL), whatever the field. */
export const nulRefused = () =>
  new ApiError(
    403,
    errorBody("request", "The request contains characters that are not allowed."),
    "NUL in request",
  );

/**
 * Refuses NUL (`\u0000`, `%00`) anywhere in the URL (path and query) and in form bodies before any
 * route reads them (JSON bodies are checked by `parseBody`). PostgreSQL text cannot hold NUL.
 */
export const refuseNul: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = c.req.url;
  if (url.includes("\u0000") || /%00/i.test(url)) throw nulRefused();
  const type = c.req.header("content-type") ?? "";
  if (type.includes("multipart/form-data") || type.includes("application/x-www-form-urlencoded")) {
    let form: FormData | null = null;
    try {
      form = await c.req.raw.clone().formData();
    } catch {
      form = null; // An unreadable form is the route's 403.
    }
    if (form && [...form.entries()].some(([key, value]) => holdsNul(key) || holdsNul(value)))
      throw nulRefused();
  }
  await next();
};

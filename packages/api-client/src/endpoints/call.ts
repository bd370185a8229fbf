/** Helpers shared by the endpoint functions. */
import type { z } from "zod";

import { RequestValidationError, toValidationIssues } from "../errors/validation-error";

/**
 * Page-number paging: `offset` is the page (first page 1), `limit` the page size. Left out (`undefined`) they
 * take the call's documented default; `null` leaves them out of the request (the backend's un-paged variant).
 */
export interface PageParams {
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}

/**
 * `{ offset, limit }` of a paged call: a missing value takes its default, `null` is not sent.
 *
 * @example
 * pagingQuery({ offset: 2 }, 10) // { offset: 2, limit: 10 }
 * pagingQuery({ offset: null, limit: null }, 10) // { offset: undefined, limit: undefined }
 */
export function pagingQuery(
  params: PageParams,
  limit: number,
): { offset: number | undefined; limit: number | undefined } {
  return {
    offset: params.offset === null ? undefined : (params.offset ?? 1),
    limit: params.limit === null ? undefined : (params.limit ?? limit),
  };
}

/** The item-type filter of the food module. */
export type VegType = "all" | "veg" | "non_veg";

/**
 * Validates a call's input with its request schema; throws `RequestValidationError` (nothing is sent).
 *
 * @example
 * const body = parseInput(cartAddBodySchema, { item_id: 1, model: "Item", price: 10, quantity: 1 });
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success)
    throw new RequestValidationError(toValidationIssues(result.error), result.error);
  return result.data;
}

/** A file for a multipart field. */
export type UploadFile = Blob;

/**
 * Builds a multipart body: scalar fields as strings (objects JSON-encoded), files under their field names
 * (lists as `name[]`).
 *
 * @example
 * toFormData({ name: "Ada" }, { image: file })
 */
export function toFormData(
  fields: Record<string, unknown>,
  files: Record<string, UploadFile | readonly UploadFile[] | undefined> = {},
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (typeof value === "boolean") form.set(key, value ? "1" : "0");
    else if (typeof value === "string") form.set(key, value);
    else if (typeof value === "number" || typeof value === "bigint")
      form.set(key, value.toString());
    else form.set(key, JSON.stringify(value));
  }
  for (const [key, value] of Object.entries(files)) {
    if (value === undefined) continue;
    if (Array.isArray(value))
      for (const file of value as readonly UploadFile[]) form.append(`${key}[]`, file);
    else form.set(key, value as UploadFile);
  }
  return form;
}

import type { z } from "zod";

import * as sdk from "@marketplace/api-client";

type Sdk = typeof sdk;

/** Names of the zod schemas that `@marketplace/api-client` exports (the only source of wire types). */
export type SchemaName = {
  [K in keyof Sdk]: Sdk[K] extends z.ZodType ? K : never;
}[keyof Sdk];

/** A route's 200 answer that is not JSON: an image file, or a redirect (with a JSON fallback). */
export type RawResponse = { kind: "image" } | { kind: "redirect"; fallback: SchemaName };

/**
 * Who may call a route: `customer` needs a bearer token (401 otherwise); `guest` takes a bearer token or
 * a `guest_id` the server issued (query for GET/DELETE, body field otherwise; 401 with neither).
 */
export type Caller = "customer" | "guest";

export interface Operation {
  method: "get" | "post" | "put" | "delete";
  /** Path under /api/v1, OpenAPI style (`items/details/{id}`). */
  path: string;
  tag: string;
  summary: string;
  /** The SDK schema of the 200 answer (or a non-JSON answer). */
  response: SchemaName | RawResponse;
  /** The answer is a JSON array of `response`. */
  list?: true;
  /** The SDK schema of the request body; `multipart` forms name their file fields in `files`. */
  body?: { schema: SchemaName; type: "json" | "multipart"; files?: string[] };
  query?: string[];
  /** Header names the route reads (zoneId, moduleId, latitude, longitude, Idempotency-Key). */
  headers?: string[];
  auth?: Caller;
}

/** The zone and module headers that scope catalogue lists. */
export const zone = ["zoneId", "moduleId"];
/** Page-number paging (`offset` is the page, first page 1) and the food module's veg type. */
export const page = ["limit", "offset", "type"];
/** Plain page-number paging. */
export const paging = ["limit", "offset"];

export function schemaOf(name: SchemaName): z.ZodType {
  return sdk[name];
}

import type { z } from "zod";

/** A query-string value; arrays are sent as JSON array strings (`[1,2]`), null and undefined are dropped. */
export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number)[];

/** The HTTP methods the contract uses. */
export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/** One call described for `client.request`. */
export interface ApiRequest<S extends z.ZodType> {
  method: HttpMethod;
  /** Path under the base URL, without a leading slash (`customer/cart/list`). */
  path: string;
  /** The response schema. */
  schema: S;
  query?: Record<string, QueryValue> | undefined;
  /** A JSON body (already validated by the endpoint's request schema). */
  json?: Record<string, unknown> | undefined;
  /** A multipart body. */
  form?: FormData | undefined;
  /** Adds the context's `guest_id` (query for GET/DELETE, body otherwise) when signed out and not given. */
  guest?: boolean | undefined;
  /** Number of retries for this call (idempotent methods only); defaults to the client's `retry`. */
  retry?: number | undefined;
  /** Sent as the `Idempotency-Key` header. */
  idempotencyKey?: string | undefined;
  signal?: AbortSignal | undefined;
  headers?: Record<string, string> | undefined;
}

/** Per-call options every endpoint function accepts. */
export interface CallOptions {
  signal?: AbortSignal | undefined;
  /** Overrides the retry count of an idempotent call. */
  retry?: number | undefined;
}

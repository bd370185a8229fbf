import type { KyInstance } from "ky";
import type { z } from "zod";
import ky, { HTTPError as KyHttpError, TimeoutError as KyTimeoutError } from "ky";

import type { ContextSource, RequestContext } from "./context";
import type { ContextScope } from "./context-scope";
import type { SchemaDriftReport } from "./drift-reporter";
import type { ApiRequest, QueryValue } from "./request-types";
import { HttpError, SessionExpiredError } from "../errors/http-error";
import { NetworkError, TimeoutError } from "../errors/network-error";
import { hasErrorsField, normalizeErrorBody } from "../errors/normalize-error-body";
import { ResponseValidationError } from "../errors/validation-error";
import { contextHeaders, DEFAULT_SOFTWARE_ID, isSignedIn } from "./context";
import { scopeOf } from "./context-scope";
import { createDriftReporter } from "./drift-reporter";
import { responseValidator } from "./response-validator";

/** Options of `createClient`. */
export interface ClientOptions {
  /** The API root including `/api/v1`, e.g. `https://api.example.com/api/v1`. */
  baseUrl: string;
  /** The caller's context, or a function that reads it at request time. */
  context?: ContextSource | undefined;
  /** A fetch implementation (tests, Next.js `fetch` with caching options…). Defaults to the global fetch. */
  fetch?: typeof fetch | undefined;
  /** Called once when a request that carried a token answers 401, before the `SessionExpiredError` is thrown. */
  onUnauthorized?: ((error: SessionExpiredError) => void | Promise<void>) | undefined;
  /** Milliseconds before a request fails with `TimeoutError`. Default 15000. */
  timeout?: number | undefined;
  /**
   * Retries of idempotent requests (GET, PUT, DELETE) on network errors and 408/413/429/500/502/503/504.
   * POST is never retried. Default 2. This is the SDK's only retry layer: the query factories set `retry: false`.
   */
  retry?: number | undefined;
  /** The fixed software id header value. */
  softwareId?: string | undefined;
  /** Extra headers sent with every request (e.g. `origin` on a server). */
  headers?: Record<string, string> | undefined;
  /**
   * Called when a secondary field of a response (a text, image, date or badge: see the README's "Drift
   * tolerance") did not parse and was dropped, once per endpoint and field path (array indices ignored) for
   * the client's lifetime. The storefront logs it on the server. Ignored with `strict: true`.
   */
  onSchemaDrift?: ((report: SchemaDriftReport) => void) | undefined;
  /**
   * All-or-nothing validation: a secondary field that does not parse fails the response with
   * `ResponseValidationError` like an essential one (contract tests). Default false.
   */
  strict?: boolean | undefined;
}

/** A configured client; pass it to every endpoint function. */
export interface ApiClient {
  readonly baseUrl: string;
  /** Resolves the current context. */
  getContext(): Promise<RequestContext>;
  /**
   * The scope (module, zones, language, session) of the current context, which every query factory puts in its
   * key. `null` when the context is read asynchronously (then call `resetForContextChange` when it changes).
   */
  scope(): ContextScope | null;
  /** Sends one call and parses its answer with `request.schema`; throws only SDK errors. */
  request<S extends z.ZodType>(request: ApiRequest<S>): Promise<z.infer<S>>;
}

const IDEMPOTENT_METHODS = ["get", "put", "head", "delete", "options", "trace"];

function toSearchParams(
  query: Record<string, QueryValue> | undefined,
): URLSearchParams | undefined {
  if (!query) return undefined;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.set(key, typeof value === "object" ? JSON.stringify(value) : String(value));
  }
  return params;
}

function readJson(text: string): { ok: true; value: unknown } | { ok: false; error: unknown } {
  if (text.trim() === "") return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, error };
  }
}

function currentScope(source: ContextSource | undefined): ContextScope | null {
  if (source === undefined) return scopeOf({});
  if (typeof source !== "function") return scopeOf(source);
  const context = source();
  if (context instanceof Promise) {
    // Read again at request time; a failure here is that request's to report.
    context.catch(() => undefined);
    return null;
  }
  return scopeOf(context);
}

async function resolveContext(source: ContextSource | undefined): Promise<RequestContext> {
  if (source === undefined) return {};
  return typeof source === "function" ? await source() : source;
}

/**
 * Creates a client for the `/api/v1` contract. It sends the spec's headers from `context`, retries idempotent
 * requests, maps every failure to the SDK's error family and calls `onUnauthorized` on an expired session.
 * Works in Node 20+, browsers and Next.js server components (pass a per-request `context`).
 *
 * @example
 * const client = createClient({
 *   baseUrl: "https://api.example.com/api/v1",
 *   context: () => ({ token: localStorage.getItem("token"), zoneIds: [1], moduleId: 2, language: "en" }),
 *   onUnauthorized: () => localStorage.removeItem("token"),
 * });
 * const config = await getConfig(client);
 */
export function createClient(options: ClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const softwareId = options.softwareId ?? DEFAULT_SOFTWARE_ID;
  const defaultRetry = options.retry ?? 2;
  const drift = createDriftReporter({
    strict: options.strict,
    onSchemaDrift: options.onSchemaDrift,
  });
  const http: KyInstance = ky.create({
    prefixUrl: baseUrl,
    timeout: options.timeout ?? 15_000,
    throwHttpErrors: true,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  async function send<S extends z.ZodType>(request: ApiRequest<S>): Promise<z.infer<S>> {
    const context = await resolveContext(options.context);
    const signedIn = isSignedIn(context);
    const guestId =
      !signedIn && request.guest && context.guestId != null ? String(context.guestId) : undefined;
    const method = request.method;
    const query = { ...request.query };
    let json = request.json;
    const form = request.form;
    if (guestId !== undefined) {
      if (method === "GET" || method === "DELETE") query.guest_id ??= guestId;
      else if (form) {
        if (!form.has("guest_id")) form.set("guest_id", guestId);
      } else json = { guest_id: guestId, ...json };
    }
    const headers: Record<string, string> = {
      ...options.headers,
      ...contextHeaders(context, softwareId),
      ...request.headers,
    };
    if (request.idempotencyKey) headers["Idempotency-Key"] = request.idempotencyKey;
    const url = `${baseUrl}/${request.path}`;

    let response: Response;
    try {
      response = await http(request.path, {
        method,
        headers,
        searchParams: toSearchParams(query),
        ...(json !== undefined ? { json } : {}),
        ...(form !== undefined ? { body: form } : {}),
        ...(request.signal ? { signal: request.signal } : {}),
        retry: {
          limit: request.retry ?? defaultRetry,
          methods: IDEMPOTENT_METHODS,
        },
      });
    } catch (error) {
      if (error instanceof KyHttpError) {
        const failed: Response = error.response;
        return await failHttp(failed, method, url, signedIn, error);
      }
      if (error instanceof KyTimeoutError) throw new TimeoutError(method, url, error);
      throw new NetworkError(method, url, error);
    }

    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw new NetworkError(method, url, error);
    }
    const read = readJson(text);
    if (!read.ok) {
      throw new ResponseValidationError(
        url,
        [{ path: "(body)", message: "The body is not JSON" }],
        text,
        read.error,
      );
    }
    if (response.status === 203 || hasErrorsField(read.value)) {
      throw httpError(response.status, read.value, method, url);
    }
    const parsed = drift.parse(responseValidator(request.schema), read.value, request.path);
    if (!parsed.success) {
      throw new ResponseValidationError(url, parsed.issues, read.value, parsed.error);
    }
    return parsed.data as z.infer<S>;
  }

  async function failHttp(
    response: Response,
    method: string,
    url: string,
    signedIn: boolean,
    cause: unknown,
  ): Promise<never> {
    let body: unknown = null;
    try {
      const read = readJson(await response.text());
      body = read.ok ? read.value : null;
    } catch {
      body = null;
    }
    if (response.status === 401 && signedIn) {
      const expired = new SessionExpiredError({
        status: 401,
        errors: normalizeErrorBody(body),
        body,
        method,
        url,
        cause,
      });
      if (options.onUnauthorized) {
        try {
          await options.onUnauthorized(expired);
        } catch {
          // The hook's own failure must not replace the session error.
        }
      }
      throw expired;
    }
    throw httpError(response.status, body, method, url, cause);
  }

  return {
    baseUrl,
    getContext: () => resolveContext(options.context),
    scope: () => currentScope(options.context),
    request: send,
  };
}

function httpError(
  status: number,
  body: unknown,
  method: string,
  url: string,
  cause?: unknown,
): HttpError {
  return new HttpError({ status, errors: normalizeErrorBody(body), body, method, url, cause });
}

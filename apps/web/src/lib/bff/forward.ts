import type { NextRequest } from "next/server";
import { NextResponse } from "next/server";

import type { RequestContext } from "@marketplace/api-client";
import { contextHeaders, DEFAULT_SOFTWARE_ID, guestResponseSchema } from "@marketplace/api-client";

import { sessionCookieDeletion, sessionCookieName } from "~/lib/visitor/cookie-names";
import { SESSION_EXPIRED_HEADER } from "~/lib/visitor/session-ended";
import {
  deleteGuestCookies,
  markGuestKept,
  setGuestCookies,
  withGuestOfCookie,
} from "./guest-cookies";
import { isCrossSiteRequest } from "./origin-check";
import { readLimitedBody } from "./request-body";
import { upstreamFetch } from "./upstream-fetch";

/** Calls whose successful answer carries the session token (api-contract "Auth"). */
const tokenIssuingPaths = new Set([
  "auth/login",
  "auth/sign-up",
  "auth/verify-phone",
  "auth/verify-email",
  "auth/firebase-verify-token",
  "auth/update-info",
  "auth/social-login",
  "auth/social-register",
]);
const guestRequestPath = "auth/guest/request";
/** Stands in for the token in answers given to the browser: the real one lives in the HttpOnly cookie. */
export const TOKEN_PLACEHOLDER = "httponly-cookie";
export { SESSION_EXPIRED_HEADER };
const overridableHeaders = ["zoneid", "moduleid", "latitude", "longitude", "x-localization"];
const forwardedRequestHeaders = ["content-type", "idempotency-key"];
const SESSION_MAX_AGE = 60 * 60 * 24 * 30;

export interface ForwardOptions {
  apiBaseUrl: string;
  secure: boolean;
  /** The visitor's request context (`readApiContext()`): the headers the upstream call carries. */
  context: RequestContext;
  /** The site's configured public origin (`SITE_URL`): writes from it are same-site. */
  siteUrl?: string;
  /** Behind a trusted reverse proxy: read `X-Forwarded-Host` / `X-Forwarded-Proto` (else ignored). */
  trustProxy?: boolean;
  /** Upstream client (tests); defaults to `upstreamFetch`, which passes every status through. */
  fetch?: typeof fetch;
  /** The largest request body forwarded (defaults to the API's own limit). */
  maxBodyBytes?: number;
}

function isSafeSegment(segment: string): boolean {
  return segment !== "" && segment !== "." && segment !== ".." && !segment.includes("\\");
}

/** Builds the upstream URL `API_BASE_URL/api/v1/<path>?<query>`, adding the guest id for guests. */
export function upstreamUrl(
  apiBaseUrl: string,
  path: readonly string[],
  search: URLSearchParams,
  guestId: string | undefined,
): URL | null {
  if (path.length === 0 || !path.every(isSafeSegment)) return null;
  const url = new URL(`/api/v1/${path.map(encodeURIComponent).join("/")}`, apiBaseUrl);
  search.forEach((value, key) => url.searchParams.append(key, value));
  if (guestId && !url.searchParams.has("guest_id")) url.searchParams.set("guest_id", guestId);
  return url;
}

function cookieOptions(secure: boolean, maxAge: number) {
  return { httpOnly: true, secure, sameSite: "lax" as const, path: "/", maxAge };
}

function readToken(body: unknown): string | null {
  if (typeof body !== "object" || body === null || !("token" in body)) return null;
  const { token } = body;
  return typeof token === "string" && token.length > 0 ? token : null;
}

/** The issued guest id, read with the SDK's schema of the `auth/guest/request` answer. */
function readGuestId(body: unknown): string | null {
  const parsed = guestResponseSchema.safeParse(body);
  return parsed.success ? String(parsed.data.guest_id) : null;
}

/**
 * The visitor's address as this server learnt it: the last `X-Forwarded-For` entry, written by the load balancer
 * in front (`TRUST_PROXY`) or, without one, by Next itself from the socket (Next keeps a header the client sent,
 * so without a load balancer a client can name its own address; the API's per-account limits still hold).
 */
export function lastForwardedAddress(header: string | null): string | null {
  if (!header) return null;
  const last = header.split(",").at(-1)?.trim() ?? "";
  return last.length > 0 && last.length <= 64 ? last : null;
}

/**
 * The same-origin `/api/v1/*` BFF: forwards the call to the upstream API with the headers of the
 * visitor's context, keeps a returned session token in an HttpOnly cookie (never handed to page
 * scripts), stores a requested guest id, and drops the session on a 401. A guest request of a visitor
 * who has a guest id keeps it (never a new one: the cart stays theirs), and an auth call's body gets the
 * guest id from the cookie (pages do not carry it, ADR 0026).
 */
export async function forwardToApi(
  request: NextRequest,
  path: readonly string[],
  options: ForwardOptions,
): Promise<NextResponse> {
  if (
    isCrossSiteRequest(request, {
      secure: options.secure,
      siteUrl: options.siteUrl,
      trustProxy: options.trustProxy,
    })
  ) {
    return NextResponse.json(
      { errors: [{ code: "origin", message: "Forbidden." }] },
      { status: 403 },
    );
  }
  const sessionName = sessionCookieName(options.secure);
  const { context } = options;
  const token = context.token ?? undefined;
  const guestId = context.guestId == null ? undefined : String(context.guestId);
  const url = upstreamUrl(options.apiBaseUrl, path, request.nextUrl.searchParams, guestId);
  if (!url) {
    return NextResponse.json(
      { errors: [{ code: "path", message: "Not found." }] },
      { status: 404 },
    );
  }
  const joinedPath = path.join("/");
  if (joinedPath === guestRequestPath && request.method === "POST" && guestId && !token) {
    const kept = NextResponse.json(
      { message: "guest_verified", guest_id: guestId },
      { headers: { "cache-control": "no-store" } },
    );
    setGuestCookies(kept, guestId, options.secure);
    markGuestKept(kept);
    return kept;
  }

  const headers = new Headers(contextHeaders(context, DEFAULT_SOFTWARE_ID));
  for (const name of [...overridableHeaders, ...forwardedRequestHeaders]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  // The visitor's address for the API's per-address limits (sign-in, tracking), which it believes only from a
  // trusted proxy (its TRUSTED_PROXIES): without it every visitor would count as this server's one address.
  const visitorAddress = lastForwardedAddress(request.headers.get("x-forwarded-for"));
  if (visitorAddress) headers.set("x-forwarded-for", visitorAddress);

  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  const read = hasBody ? await readLimitedBody(request, options.maxBodyBytes) : undefined;
  if (read === null) {
    return NextResponse.json(
      { errors: [{ code: "payload_too_large", message: "The request body is too large." }] },
      { status: 413 },
    );
  }
  const body =
    read === undefined || token
      ? read
      : withGuestOfCookie(joinedPath, request.headers.get("content-type"), read, guestId);
  let upstream: Response;
  try {
    upstream = await (options.fetch ?? upstreamFetch)(url, {
      method: request.method,
      headers,
      body,
      redirect: "manual",
      cache: "no-store",
    });
  } catch {
    return NextResponse.json(
      { errors: [{ code: "upstream", message: "The service is unavailable. Please try again." }] },
      { status: 502 },
    );
  }

  const contentType = upstream.headers.get("content-type") ?? "";
  const isJson = contentType.includes("application/json");
  let answer: BodyInit | null = upstream.body;
  let parsed: unknown = undefined;
  if (isJson) {
    const text = await upstream.text();
    try {
      parsed = text === "" ? null : (JSON.parse(text) as unknown);
    } catch {
      parsed = undefined;
    }
    answer = text;
  }

  const issuedToken = upstream.ok && tokenIssuingPaths.has(joinedPath) ? readToken(parsed) : null;
  if (issuedToken && typeof parsed === "object" && parsed !== null) {
    answer = JSON.stringify({ ...parsed, token: TOKEN_PLACEHOLDER });
  }

  const response = new NextResponse(upstream.status === 204 ? null : answer, {
    status: upstream.status,
    headers: {
      "cache-control": "no-store",
      ...(contentType ? { "content-type": contentType } : {}),
    },
  });
  if (issuedToken) {
    response.cookies.set(sessionName, issuedToken, cookieOptions(options.secure, SESSION_MAX_AGE));
    deleteGuestCookies(response);
  }
  if (upstream.ok && joinedPath === guestRequestPath) {
    const issuedGuest = readGuestId(parsed);
    if (issuedGuest) setGuestCookies(response, issuedGuest, options.secure);
  }
  if (upstream.status === 401 && token) {
    response.cookies.delete(sessionCookieDeletion(options.secure));
    response.headers.set(SESSION_EXPIRED_HEADER, "1");
  }
  return response;
}

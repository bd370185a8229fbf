import type { NextResponse } from "next/server";

import { cookieNames } from "~/lib/visitor/cookie-names";
import { GUEST_KEPT_HEADER } from "~/lib/visitor/guest-presence";

const GUEST_MAX_AGE = 60 * 60 * 24 * 365;

/**
 * Auth calls whose body may name the guest whose cart joins the account (api-contract "Auth"). The BFF
 * adds the visitor's guest id from its HttpOnly cookie: pages no longer carry it (ADR 0026).
 */
const guestMergingPaths = new Set([
  "auth/login",
  "auth/sign-up",
  "auth/verify-phone",
  "auth/firebase-verify-token",
  "auth/update-info",
]);

/** Stores a guest id in its HttpOnly cookie, for a year. */
export function setGuestCookies(response: NextResponse, guestId: string, secure: boolean): void {
  response.cookies.set(cookieNames.guestId, guestId, {
    httpOnly: true,
    secure,
    sameSite: "lax",
    path: "/",
    maxAge: GUEST_MAX_AGE,
  });
}

/** Forgets the guest id (a session was issued: the guest's cart joined the account). */
export function deleteGuestCookies(response: NextResponse): void {
  response.cookies.delete(cookieNames.guestId);
}

/** Marks the guest request's answer when it kept the existing guest id rather than asking for one. */
export function markGuestKept(response: NextResponse): void {
  response.headers.set(GUEST_KEPT_HEADER, "1");
}

/**
 * An auth call's JSON body with the visitor's guest id added (when the body names none): the cart the
 * guest filled joins the account they sign in to. Other bodies are returned as they came.
 */
export function withGuestOfCookie(
  path: string,
  contentType: string | null,
  body: Uint8Array<ArrayBuffer>,
  guestId: string | undefined,
): Uint8Array<ArrayBuffer> {
  if (guestId === undefined || !guestMergingPaths.has(path)) return body;
  if (!(contentType ?? "").includes("application/json")) return body;
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return body;
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return body;
  if ("guest_id" in parsed) return body;
  const id = Number(guestId);
  const merged = { ...parsed, guest_id: Number.isSafeInteger(id) ? id : guestId };
  return new TextEncoder().encode(JSON.stringify(merged));
}

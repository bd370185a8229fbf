import "server-only";

import { cookies } from "next/headers";
import { cache } from "react";

import type { RequestContext } from "@marketplace/api-client";

import type { VisitorContext } from "./visitor-context";
import { isSecureSite } from "~/env";
import { apiContextOf } from "./api-context";
import { decodeVisitorCookies } from "./visitor-context";

/**
 * The shared scope of one `"use cache"` render (React's `cache` is isolated inside each such render):
 * set by `enterSharedScope`, it stands in for the request's cookies there.
 */
const sharedScope = cache((): { visitor: VisitorContext | null } => ({ visitor: null }));

/**
 * Makes the rest of this `"use cache"` render see an anonymous visitor of one module, place and
 * language (either may be missing for the frame: `PublicScope`): no session, no guest id, no token — so
 * nothing read or rendered under it can be personal, and the request's cookies (which a shared cache
 * may not read) are never touched. The theme and the address label are not part of a shared scope
 * (shared renders must not read them).
 */
export function enterSharedScope(scope: PublicScope): void {
  sharedScope().visitor = {
    theme: "light",
    language: scope.language,
    location: scope.location ? { ...scope.location, address: "" } : null,
    module: scope.module,
    guestId: null,
    signedIn: false,
  };
}

/** Whether this render is a shared one (`enterSharedScope`). */
export function inSharedScope(): boolean {
  return sharedScope().visitor !== null;
}

/** What a shared render of a visitor's page may depend on: the key of its cache entries. */
export interface SharedScope extends PublicScope {
  location: NonNullable<PublicScope["location"]>;
  module: NonNullable<PublicScope["module"]>;
}

/** The shared scope of the frame's public parts (the footer), for visitors with or without a place. */
export interface PublicScope {
  language: VisitorContext["language"];
  location: { zoneIds: number[]; latitude: number; longitude: number } | null;
  module: VisitorContext["module"];
}

/** The frame's public scope of a visitor: language, place and module, nothing personal. */
export function publicScopeOf(visitor: VisitorContext): PublicScope {
  const { location, module } = visitor;
  return {
    language: visitor.language,
    location: location
      ? { zoneIds: location.zoneIds, latitude: location.latitude, longitude: location.longitude }
      : null,
    module: module ? { id: module.id, type: module.type } : null,
  };
}

/** The shared scope of a visitor with a location and a module (null without either). */
export function sharedScopeOf(visitor: VisitorContext): SharedScope | null {
  const scope = publicScopeOf(visitor);
  const { location, module } = scope;
  return location && module ? { ...scope, location, module } : null;
}

const readCookies = cache(async (): Promise<{ visitor: VisitorContext; token: string | null }> => {
  const shared = sharedScope().visitor;
  if (shared) return { visitor: shared, token: null };
  const store = await cookies();
  return decodeVisitorCookies((name) => store.get(name)?.value, isSecureSite);
});

/**
 * The visitor's context — module, location, language, theme, guest id, whether a session exists — read
 * from the request cookies once per request. Pages, layouts, server actions and route handlers take their
 * context from here and nowhere else.
 */
export const readVisitorContext = cache(async (): Promise<VisitorContext> => {
  return (await readCookies()).visitor;
});

/** The SDK request context (headers) of this request, with the session token: server code only. */
export const readApiContext = cache(async (): Promise<RequestContext> => {
  const { visitor, token } = await readCookies();
  return apiContextOf(visitor, token);
});

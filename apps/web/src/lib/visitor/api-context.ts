import type { RequestContext } from "@marketplace/api-client";

import type { VisitorContext } from "./visitor-context";

/**
 * The SDK request context (the contract's headers) of a visitor: what the proxy and server components send
 * upstream (with the session token), and what the browser's client sends through the proxy (without it:
 * `hasSession` still scopes its query keys to the session). Type-only imports: no SDK code in the browser.
 */
export function apiContextOf(visitor: VisitorContext, token: string | null = null): RequestContext {
  return {
    token,
    hasSession: visitor.signedIn,
    guestId: visitor.guestId,
    zoneIds: visitor.location?.zoneIds ?? null,
    moduleId: visitor.module?.id ?? null,
    latitude: visitor.location?.latitude ?? null,
    longitude: visitor.location?.longitude ?? null,
    language: visitor.language,
  };
}

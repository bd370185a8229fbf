import type { ApiClient } from "@marketplace/api-client";
import { createClient, scopeOf } from "@marketplace/api-client";

import type { VisitorContext } from "~/lib/visitor/visitor-context";
import { leaveEndedSession } from "~/lib/errors/leave-ended-session";
import { apiContextOf } from "~/lib/visitor/api-context";
import { SESSION_EXPIRED_HEADER } from "~/lib/visitor/session-ended";

let current: { key: string; client: ApiClient } | undefined;

/**
 * The browser's fetch, watching the proxy's word that a call's 401 ended the session (the token lives in an
 * HttpOnly cookie, so only the proxy knows): whichever call met it — a background poll included — the page
 * leaves for the signed-out home (`leaveEndedSession`).
 */
const sessionWatchingFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  if (response.headers.get(SESSION_EXPIRED_HEADER) === "1") leaveEndedSession();
  return response;
};

/**
 * The SDK client for client components, for one visitor context (`useVisitor()`). It calls this site's own
 * `/api/v1` proxy, which adds the session token from its HttpOnly cookie; the module, zone and language
 * headers it sends are the ones its query keys carry. A new context (module or language switch, sign-in)
 * gives a new client; its keys differ, so no answer of the previous context is ever shown. A 401 to the
 * session, whichever call met it, leaves the page for the signed-out home (`sessionWatchingFetch`).
 * Components use `useBrowserClient()`; parts in the first load import this module on demand.
 */
export function getBrowserClient(visitor: VisitorContext): ApiClient {
  const context = apiContextOf(visitor);
  const key = JSON.stringify(scopeOf(context));
  if (current?.key !== key) {
    current = {
      key,
      client: createClient({
        baseUrl: `${window.location.origin}/api/v1`,
        context,
        fetch: sessionWatchingFetch,
      }),
    };
  }
  return current.client;
}

import type { ApiClient } from "@marketplace/api-client";
import { createClient, scopeOf } from "@marketplace/api-client";

import type { VisitorContext } from "~/lib/visitor/visitor-context";
import { apiContextOf } from "~/lib/visitor/api-context";

let current: { key: string; client: ApiClient } | undefined;

/**
 * The SDK client for client components, for one visitor context (`useVisitor()`). It calls this site's own
 * `/api/v1` proxy, which adds the session token from its HttpOnly cookie; the module, zone and language
 * headers it sends are the ones its query keys carry. A new context (module or language switch, sign-in)
 * gives a new client; its keys differ, so no answer of the previous context is ever shown.
 * Components use `useBrowserClient()`; parts in the first load import this module on demand.
 */
export function getBrowserClient(visitor: VisitorContext): ApiClient {
  const context = apiContextOf(visitor);
  const key = JSON.stringify(scopeOf(context));
  if (current?.key !== key) {
    current = {
      key,
      client: createClient({ baseUrl: `${window.location.origin}/api/v1`, context }),
    };
  }
  return current.client;
}

import type { ApiClient, RequestContext } from "@marketplace/api-client";
import { createClient, scopeOf } from "@marketplace/api-client";

let current: { key: string; client: ApiClient } | undefined;

/**
 * The SDK client for client components, for one visitor context (see `useVisitor`). It calls this site's own
 * `/api/v1` proxy, which adds the session token from its HttpOnly cookie; the module, zone and language
 * headers it sends are the ones its query keys carry. A new context (module or language switch, sign-in)
 * gives a new client; its keys differ, so no answer of the previous context is ever shown.
 */
export function getBrowserClient(context: RequestContext): ApiClient {
  const key = JSON.stringify(scopeOf(context));
  if (current?.key !== key) {
    current = {
      key,
      client: createClient({ baseUrl: `${window.location.origin}/api/v1`, context }),
    };
  }
  return current.client;
}

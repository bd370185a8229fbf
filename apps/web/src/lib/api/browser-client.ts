import type { ApiClient } from "@marketplace/api-client";
import { createClient } from "@marketplace/api-client";

let client: ApiClient | undefined;

/**
 * The SDK client for client components. It calls this site's own `/api/v1` proxy, which adds the
 * headers from the cookies (the browser never sees the session token), so it needs no context.
 */
export function getBrowserClient(): ApiClient {
  client ??= createClient({ baseUrl: `${window.location.origin}/api/v1` });
  return client;
}

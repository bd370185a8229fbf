import "server-only";

import { redirect, RedirectType } from "next/navigation";
import { cache } from "react";

import type { ApiClient } from "@marketplace/api-client";
import { createClient, isSessionExpiredError } from "@marketplace/api-client";

import { env } from "~/env";
import { readApiContext } from "~/lib/visitor/read-visitor-context";
import { SESSION_ENDED_PATH } from "~/lib/visitor/session-ended";
import { createSchemaDriftLog } from "./schema-drift-log";
import { sharedCatalogueFetch } from "./shared-catalogue-fetch";

/** One drift log for the process: each drift is logged once, not once per request. */
const logSchemaDrift = createSchemaDriftLog();

/**
 * The client whose calls end the session when the API answers 401 to its token (the SDK's
 * `SessionExpiredError`): the render, action or route is redirected to the route that clears the session
 * cookie and shows the spec's toast on /home (`SESSION_ENDED_PATH`), whatever page or call it was. A page
 * that turns other failures into a state of its own never sees this one.
 */
export function endingSessionOnExpiry(client: ApiClient): ApiClient {
  const request: ApiClient["request"] = async (call) => {
    try {
      return await client.request(call);
    } catch (error) {
      if (isSessionExpiredError(error)) redirect(SESSION_ENDED_PATH, RedirectType.replace);
      throw error;
    }
  };
  return { ...client, request };
}

/**
 * The SDK client for server components and server actions: it calls the upstream API directly with the
 * visitor's context (the same headers the proxy sends), so its query keys carry the same scope as the
 * browser's. One per request. Public catalogue reads are shared between visitors for a few seconds
 * (`sharedCatalogueFetch`); personal ones never are. A 401 to the visitor's session redirects to
 * `SESSION_ENDED_PATH` (`endingSessionOnExpiry`).
 */
export const getServerClient = cache(async (): Promise<ApiClient> => {
  const client = createClient({
    baseUrl: `${env.API_BASE_URL}/api/v1`,
    context: await readApiContext(),
    timeout: 10_000,
    retry: 1,
    onSchemaDrift: logSchemaDrift,
    fetch: sharedCatalogueFetch,
  });
  return endingSessionOnExpiry(client);
});

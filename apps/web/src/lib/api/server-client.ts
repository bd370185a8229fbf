import "server-only";

import { cache } from "react";

import type { ApiClient } from "@marketplace/api-client";
import { createClient } from "@marketplace/api-client";

import { env } from "~/env";
import { readApiContext } from "~/lib/visitor/read-visitor-context";
import { createSchemaDriftLog } from "./schema-drift-log";
import { sharedCatalogueFetch } from "./shared-catalogue-fetch";

/** One drift log for the process: each drift is logged once, not once per request. */
const logSchemaDrift = createSchemaDriftLog();

/**
 * The SDK client for server components and server actions: it calls the upstream API directly with the
 * visitor's context (the same headers the proxy sends), so its query keys carry the same scope as the
 * browser's. One per request. Public catalogue reads are shared between visitors for a few seconds
 * (`sharedCatalogueFetch`); personal ones never are.
 */
export const getServerClient = cache(async (): Promise<ApiClient> => {
  return createClient({
    baseUrl: `${env.API_BASE_URL}/api/v1`,
    context: await readApiContext(),
    timeout: 10_000,
    retry: 1,
    onSchemaDrift: logSchemaDrift,
    fetch: sharedCatalogueFetch,
  });
});

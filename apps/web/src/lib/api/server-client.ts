import "server-only";

import { cookies } from "next/headers";
import { cache } from "react";

import type { ApiClient } from "@marketplace/api-client";
import { createClient } from "@marketplace/api-client";

import { env, isSecureSite } from "~/env";
import { contextFromCookies } from "~/lib/bff/request-context";

/**
 * The SDK client for server components: it calls the upstream API directly with the same context
 * (headers) the BFF proxy derives from the visitor's cookies. One per request.
 */
export const getServerClient = cache((): ApiClient => {
  return createClient({
    baseUrl: `${env.API_BASE_URL}/api/v1`,
    context: async () => {
      const store = await cookies();
      return contextFromCookies((name) => store.get(name)?.value, isSecureSite);
    },
    timeout: 10_000,
    retry: 1,
  });
});

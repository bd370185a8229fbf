import "server-only";

import { notFound } from "next/navigation";
import { cache } from "react";

import { getPolicyPage, isHttpError } from "@marketplace/api-client";

import type { PolicyRoute } from "./policy-pages";
import { getServerClient } from "~/lib/api/server-client";
import { policyRoutes } from "./policy-pages";

/**
 * An information page's HTML in the visitor's language (sanitised where it is rendered, `PolicyHtml`), once per request. A page the backend
 * does not serve (switched off in its settings) is the not-found page with status 404; any other failure
 * reaches the error page.
 */
export const loadPolicyPage = cache(async (route: PolicyRoute): Promise<string> => {
  const client = await getServerClient();
  try {
    return await getPolicyPage(client, policyRoutes[route].api);
  } catch (error) {
    if (isHttpError(error) && error.status === 404) notFound();
    throw error;
  }
});

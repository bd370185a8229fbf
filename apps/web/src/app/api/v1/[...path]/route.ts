import type { NextRequest } from "next/server";

import { env, isSecureSite } from "~/env";
import { forwardToApi } from "~/lib/bff/forward";
import { readApiContext } from "~/lib/visitor/read-visitor-context";

export const dynamic = "force-dynamic";

async function handle(request: NextRequest, context: RouteContext<"/api/v1/[...path]">) {
  const { path } = await context.params;
  return forwardToApi(request, path, {
    apiBaseUrl: env.API_BASE_URL,
    secure: isSecureSite,
    context: await readApiContext(),
    siteUrl: env.SITE_URL,
    trustProxy: env.TRUST_PROXY,
  });
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };

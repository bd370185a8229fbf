import type { NextRequest } from "next/server";

import { env } from "~/env";
import { proxyStorage, storageUrl } from "~/lib/storage/proxy-storage";

/** Serves the API's images (`/storage/...`) from this origin, so pages need no other image host. */
export async function GET(request: NextRequest, context: RouteContext<"/storage/[...path]">) {
  const { path } = await context.params;
  const url = storageUrl(path, env.API_BASE_URL);
  if (url === null) return new Response(null, { status: 404 });
  return proxyStorage(url, request.headers);
}

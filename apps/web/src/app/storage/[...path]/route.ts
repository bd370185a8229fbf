import type { NextRequest } from "next/server";

import { env } from "~/env";

/** Serves the API's images (`/storage/...`) from this origin, so pages need no other image host. */
export async function GET(_request: NextRequest, context: RouteContext<"/storage/[...path]">) {
  const { path } = await context.params;
  if (path.some((segment) => segment === ".." || segment === "." || segment.includes("\\"))) {
    return new Response(null, { status: 404 });
  }
  const url = new URL(`/storage/${path.map(encodeURIComponent).join("/")}`, env.API_BASE_URL);
  try {
    const upstream = await fetch(url, { cache: "force-cache" });
    if (!upstream.ok) return new Response(null, { status: upstream.status });
    return new Response(upstream.body, {
      headers: {
        "content-type": upstream.headers.get("content-type") ?? "application/octet-stream",
        "cache-control": "public, max-age=86400, immutable",
      },
    });
  } catch {
    return new Response(null, { status: 502 });
  }
}

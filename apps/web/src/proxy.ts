import type { NextRequest } from "next/server";
import { NextResponse } from "next/server";

import { env, serverListenInfo } from "~/env";
import { servedBuildId } from "~/lib/page-cache/build-id";
import { cacheablePageRequest } from "~/lib/page-cache/eligibility";
import { freshNonce } from "~/lib/page-cache/nonce";
import { selfOrigin } from "~/lib/page-cache/self-origin";
import { serveCachedPage } from "~/lib/page-cache/serve-cached-page";
import { buildContentSecurityPolicy } from "~/lib/security/headers";

/** Whether every percent sign of the path starts a valid UTF-8 escape (Next fails with a 500 otherwise). */
function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * Gives every page request a fresh CSP nonce (Next reads it from the request's CSP header); a path that
 * cannot be decoded (`/product/%zz`) is a bad request, answered 400 before any page runs. A signed-out
 * visitor's document request of `/home` is answered from the anonymous page cache (ADR 0026), with its
 * own nonce.
 */
export async function proxy(request: NextRequest) {
  if (!decodable(request.nextUrl.pathname)) {
    return new NextResponse("Bad request: the address is not valid.", {
      status: 400,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  }
  const nonce = freshNonce();
  const policy = buildContentSecurityPolicy(nonce, {
    dev: env.NODE_ENV === "development",
    mapOrigins: env.MAP_STYLE_URL ? [new URL(env.MAP_STYLE_URL).origin] : [],
  });
  const cacheable =
    env.NODE_ENV === "production"
      ? cacheablePageRequest(
          {
            method: request.method,
            pathname: request.nextUrl.pathname,
            search: request.nextUrl.search,
            headers: request.headers,
          },
          servedBuildId(),
        )
      : null;
  if (cacheable) {
    const cached = await serveCachedPage(cacheable, {
      origin: selfOrigin(serverListenInfo()),
      pathname: request.nextUrl.pathname,
      nonce,
      policy,
    });
    if (cached) return cached;
  }
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

export const config = {
  matcher: [
    {
      source:
        "/((?!api/|_next/static|_next/image|favicon.ico|maplibre-gl-worker.mjs|robots.txt|sitemap.xml).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};

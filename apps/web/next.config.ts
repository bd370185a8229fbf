import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

import { staticSecurityHeaders } from "./src/lib/security/headers";

const withNextIntl = createNextIntlPlugin("./src/i18n/request.ts");

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // A second build folder (e.g. NEXT_DIST_DIR=.cache/next) lets two people build and serve from one tree.
  ...(process.env.NEXT_DIST_DIR ? { distDir: process.env.NEXT_DIST_DIR } : {}),
  // The README's check type-checks this app in its `typecheck` task (`tsc --noEmit`, the same program) in the
  // same run as the build, and sets NEXT_BUILD_SKIP_TYPECHECK=1 so the build does not check it a second
  // time (~20 s of a 61 s build on 2 cores). Any other build still type-checks.
  typescript: { ignoreBuildErrors: process.env.NEXT_BUILD_SKIP_TYPECHECK === "1" },
  transpilePackages: ["@marketplace/ui", "@marketplace/domain"],
  // The proxy sees requests as they came: Next otherwise strips the router's headers (`RSC`,
  // `Next-Router-State-Tree`, …) and the `_rsc` query before the proxy runs, and the anonymous page cache
  // (ADR 0026) must tell a client navigation's RSC request from a document request.
  skipProxyUrlNormalize: true,
  // Barrel imports (`import { Button } from "@marketplace/ui"`) pull in only the modules they name.
  experimental: {
    optimizePackageImports: ["@marketplace/ui", "lucide-react", "radix-ui"],
    // `"use cache"` for the public home sections (ADR 0022) without Cache Components' whole-app
    // rendering model (every cookie read under Suspense): the pages read the visitor's cookies at the top.
    useCache: true,
  },
  // `/home?data_type=…` is the listing and search page: its own route, so `/home` does not carry its code.
  rewrites() {
    return Promise.resolve({
      beforeFiles: [
        {
          source: "/home",
          has: [
            {
              type: "query",
              key: "data_type",
              value: "(?<dataType>searched|category|new|all|brand|discounted)",
            },
          ],
          destination: "/listing",
        },
      ],
      afterFiles: [],
      fallback: [],
    });
  },
  // `/my-orders` (a menu route of the spec) is the profile's my-orders panel.
  redirects() {
    return Promise.resolve([
      { source: "/my-orders", destination: "/profile?page=my-orders", permanent: false },
    ]);
  },
  headers() {
    return Promise.resolve([{ source: "/:path*", headers: staticSecurityHeaders }]);
  },
};

export default withNextIntl(config);

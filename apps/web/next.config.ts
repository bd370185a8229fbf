import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

import { staticSecurityHeaders } from "./src/lib/security/headers";

const withNextIntl = createNextIntlPlugin("./src/i18n/request.ts");

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // A second build folder (e.g. NEXT_DIST_DIR=.cache/next) lets two people build and serve from one tree.
  ...(process.env.NEXT_DIST_DIR ? { distDir: process.env.NEXT_DIST_DIR } : {}),
  transpilePackages: ["@marketplace/ui", "@marketplace/domain"],
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

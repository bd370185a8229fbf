import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

import { staticSecurityHeaders } from "./src/lib/security/headers";

const withNextIntl = createNextIntlPlugin("./src/i18n/request.ts");

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  transpilePackages: ["@marketplace/ui", "@marketplace/domain"],
  // Barrel imports (`import { Button } from "@marketplace/ui"`) pull in only the modules they name.
  experimental: { optimizePackageImports: ["@marketplace/ui", "lucide-react"] },
  headers() {
    return Promise.resolve([{ source: "/:path*", headers: staticSecurityHeaders }]);
  },
};

export default withNextIntl(config);

import { z } from "zod";

/**
 * The storefront's environment, parsed once with zod. This is the only file that reads `process.env`.
 *
 * - `API_BASE_URL`: the upstream API the `/api/v1/*` proxy and server components talk to.
 * - `SITE_URL`: the public origin of the storefront (canonical URLs, sitemap, Open Graph, cookie security).
 * - `MAP_STYLE_URL`: optional MapLibre style URL for real tiles; without it the map draws the demo city from the API.
 * - `E2E_FAULT_ROUTES`: `1` only in the Playwright run: serves `/e2e-faults/*` (pages that fail on request, to
 *   test the error pages). Never set in production, where those URLs answer 404.
 * - `TRUST_PROXY`: "1" only behind a reverse proxy that sets `X-Forwarded-Host`/`X-Forwarded-Proto`; the
 *   `/api/v1/*` proxy's origin check then reads them (otherwise a client-sent one is ignored).
 * - `PAGE_CACHE_ORIGIN`: optional; the address at which this server reaches itself for the anonymous page
 *   cache (ADR 0026), where the one `next start` listens on is not reachable from inside (defaults to it).
 * - `NEXT_DIST_DIR`: optional; the build folder (`next.config.ts`), whose BUILD_ID keys the page cache.
 */
export const envSchema = z.object({
  API_BASE_URL: z.url().default("http://127.0.0.1:4000"),
  SITE_URL: z.url().default("http://127.0.0.1:3000"),
  MAP_STYLE_URL: z.url().optional(),
  E2E_FAULT_ROUTES: z.literal("1").optional(),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  TRUST_PROXY: z
    .enum(["1", "0", "true", "false"])
    .default("0")
    .transform((value) => value === "1" || value === "true"),
  PAGE_CACHE_ORIGIN: z.url().optional(),
  NEXT_DIST_DIR: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

/** Parses an environment record; empty strings count as unset. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ""),
  );
  return envSchema.parse(cleaned);
}

export const env: Env = parseEnv({
  API_BASE_URL: process.env.API_BASE_URL,
  SITE_URL: process.env.SITE_URL,
  MAP_STYLE_URL: process.env.MAP_STYLE_URL,
  E2E_FAULT_ROUTES: process.env.E2E_FAULT_ROUTES,
  NODE_ENV: process.env.NODE_ENV,
  TRUST_PROXY: process.env.TRUST_PROXY,
  PAGE_CACHE_ORIGIN: process.env.PAGE_CACHE_ORIGIN,
  NEXT_DIST_DIR: process.env.NEXT_DIST_DIR,
});

/**
 * The address this server listens on, as `next start` (or the standalone server) wrote it when it began
 * to listen — read when asked, not at load — with `PAGE_CACHE_ORIGIN` over it (`selfOrigin`, ADR 0026).
 */
export function serverListenInfo(): {
  override: string | undefined;
  nextOrigin: string | undefined;
  port: string | undefined;
} {
  return {
    override: env.PAGE_CACHE_ORIGIN,
    nextOrigin: process.env.__NEXT_PRIVATE_ORIGIN,
    port: process.env.PORT,
  };
}

/** Whether cookies must be `Secure` (and the session cookie `__Host-` prefixed): the site is served over https. */
export const isSecureSite = env.SITE_URL.startsWith("https://");

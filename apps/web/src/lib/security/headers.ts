/**
 * Security headers sent with every response. The Content-Security-Policy is per request
 * (it carries a nonce) and is set in `src/proxy.ts` with `buildContentSecurityPolicy`.
 */
export const staticSecurityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), payment=(), geolocation=(self)" },
];

/**
 * Builds the CSP for one response; `nonce` authorises Next's own inline scripts. `mapOrigins` are the
 * origins of a configured MapLibre style (MAP_STYLE_URL) whose tiles the map may fetch.
 */
export function buildContentSecurityPolicy(
  nonce: string,
  options: { dev: boolean; mapOrigins?: readonly string[] },
): string {
  const map = (options.mapOrigins ?? []).map((origin) => ` ${origin}`).join("");
  const scriptSrc = [`'self'`, `'nonce-${nonce}'`, `'strict-dynamic'`];
  if (options.dev) scriptSrc.push(`'unsafe-eval'`);
  return [
    `default-src 'self'`,
    `script-src ${scriptSrc.join(" ")}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:${map}`,
    `font-src 'self'`,
    `connect-src 'self'${map}`,
    `worker-src 'self' blob:`,
    `media-src 'self'`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join("; ");
}

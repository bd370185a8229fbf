/** How the proxy learns its own public origin. */
export interface OriginPolicy {
  /** The site is served over https (scheme of the site's own origin unless a trusted proxy says). */
  secure: boolean;
  /** The public origin from the configuration (`SITE_URL`), always accepted. */
  siteUrl?: string;
  /**
   * Only behind a reverse proxy that sets them: read `X-Forwarded-Host` and `X-Forwarded-Proto`.
   * Otherwise a client-sent `X-Forwarded-Host` is ignored (it could name any host).
   */
  trustProxy?: boolean;
}

function firstValue(value: string | null): string | null {
  const first = value?.split(",")[0]?.trim() ?? "";
  return first === "" ? null : first;
}

function originOf(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/** This site's origins: the configured one and the one the request was addressed to (scheme and host). */
export function ownOrigins(request: Request, policy: OriginPolicy): string[] {
  const origins: string[] = [];
  const configured = policy.siteUrl ? originOf(policy.siteUrl) : null;
  if (configured) origins.push(configured);
  const forwardedHost = policy.trustProxy
    ? firstValue(request.headers.get("x-forwarded-host"))
    : null;
  const host = forwardedHost ?? request.headers.get("host");
  const forwardedProto = policy.trustProxy
    ? firstValue(request.headers.get("x-forwarded-proto"))
    : null;
  const scheme = forwardedProto === "http" || forwardedProto === "https" ? forwardedProto : null;
  if (host) {
    const addressed = originOf(`${scheme ?? (policy.secure ? "https" : "http")}://${host}`);
    if (addressed) origins.push(addressed);
  }
  return origins;
}

/**
 * CSRF guard for every method (a GET can change state too): a browser marks a request another site
 * started with `Sec-Fetch-Site: cross-site` (or `same-site` from a sibling host), and sends `Origin` on
 * cross-origin requests and on every write; that origin's scheme and host must be this site's own.
 * Requests without either header come from non-browser clients, which carry no ambient cookies to borrow.
 */
export function isCrossSiteRequest(request: Request, policy: OriginPolicy): boolean {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite === "cross-site" || fetchSite === "same-site") return true;
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  const sent = originOf(origin);
  return sent === null || !ownOrigins(request, policy).includes(sent);
}

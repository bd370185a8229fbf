/**
 * Rewrites an image URL from the API into a same-origin path (`/storage/...` is served by
 * `app/storage/[...path]/route.ts`), so the CSP can keep `img-src 'self'`. Other URLs pass through
 * only when already relative; unknown hosts give null (the caller shows a placeholder).
 */
export function assetUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  if (url.startsWith("/")) return url;
  try {
    const parsed = new URL(url);
    return parsed.pathname.startsWith("/storage/") ? `${parsed.pathname}${parsed.search}` : null;
  } catch {
    return null;
  }
}

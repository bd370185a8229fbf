/** A browser's validators, passed to the API so an unchanged image answers 304 without its bytes. */
const CONDITIONAL_HEADERS = ["if-none-match", "if-modified-since"] as const;

/**
 * What the API's answer says about the image and its freshness, kept as it sent them (not its length:
 * fetch may have unpacked a compressed body).
 */
const KEPT_HEADERS = ["content-type", "etag", "last-modified"] as const;

/**
 * Caching when the API's answer names none: an hour, then the browser asks again (a 304 when the image
 * is unchanged). Never `immutable`: the API's file names are not content-hashed, so a regenerated image
 * keeps its URL.
 */
export const DEFAULT_STORAGE_CACHE_CONTROL = "public, max-age=3600";

/**
 * The API's URL of a `/storage/...` path, or null for a segment that could climb out of it (`..`, `.`,
 * a slash or backslash inside a decoded segment: no file name holds one).
 * @example storageUrl(["product", "apple.png"], "http://127.0.0.1:4000")?.href
 * // "http://127.0.0.1:4000/storage/product/apple.png"
 */
export function storageUrl(path: readonly string[], apiBaseUrl: string): URL | null {
  if (
    path.some(
      (segment) =>
        segment === ".." || segment === "." || segment.includes("/") || segment.includes("\\"),
    )
  )
    return null;
  return new URL(`/storage/${path.map(encodeURIComponent).join("/")}`, apiBaseUrl);
}

/**
 * Serves one API image from this origin: asked of the API on every request (no server-side copy, so a
 * regenerated image shows at once) with the browser's validators, answered with the API's own
 * `ETag`, `Last-Modified` and `Cache-Control` (an hour when it sends none); a 304 stays a 304.
 */
export async function proxyStorage(
  url: URL,
  requestHeaders: Headers,
  fetcher: typeof fetch = fetch,
): Promise<Response> {
  const headers = new Headers();
  for (const name of CONDITIONAL_HEADERS) {
    const value = requestHeaders.get(name);
    if (value !== null) headers.set(name, value);
  }
  let upstream: Response;
  try {
    upstream = await fetcher(url, { headers, cache: "no-store" });
  } catch {
    return new Response(null, { status: 502 });
  }
  if (upstream.status !== 304 && !upstream.ok) {
    // Not awaited: the body of Next's fetch may be one branch of a tee that settles only when read.
    void upstream.body?.cancel().catch(() => undefined);
    return new Response(null, { status: upstream.status });
  }
  const answer = new Headers();
  for (const name of KEPT_HEADERS) {
    const value = upstream.headers.get(name);
    if (value !== null) answer.set(name, value);
  }
  if (upstream.status === 200 && !answer.has("content-type"))
    answer.set("content-type", "application/octet-stream");
  answer.set(
    "cache-control",
    upstream.headers.get("cache-control") ?? DEFAULT_STORAGE_CACHE_CONTROL,
  );
  if (upstream.status === 304) return new Response(null, { status: 304, headers: answer });
  return new Response(upstream.body, { status: upstream.status, headers: answer });
}

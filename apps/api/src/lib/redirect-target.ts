import { ApiError } from "./errors";

/**
 * A client-given return address (`callback`) checked against the storefront's own origins (the
 * `REDIRECT_ORIGINS` allowlist): the exact scheme, host and port of one of them, else 403 `callback`.
 * Absent or empty: null.
 */
export function redirectTarget(
  callback: string | undefined,
  origins: readonly string[],
): URL | null {
  if (callback === undefined || callback.trim() === "") return null;
  let url: URL | null = null;
  try {
    url = new URL(callback);
  } catch {
    url = null;
  }
  if (url === null || !origins.includes(url.origin))
    throw ApiError.of(403, "callback", "The callback must be an address of the storefront.");
  return url;
}

/** The target with `params` added to its query. */
export function withParams(url: URL, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) target.searchParams.append(key, value);
  return target.toString();
}

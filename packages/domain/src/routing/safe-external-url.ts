// Single source of truth for which banner/ad links may be followed: absolute http: and https: URLs only.

/**
 * Returns the normalised URL when `link` is an absolute http(s) URL, else null. `javascript:`,
 * `data:`, `vbscript:`, protocol-relative (`//evil.test`), relative paths, credentials in the URL
 * and control characters are all refused.
 * @example safeExternalUrl("https://shop.example/sale") // "https://shop.example/sale"
 * @example safeExternalUrl("javascript:alert(1)") // null
 */
export function safeExternalUrl(link: string | null | undefined): string | null {
  if (link === null || link === undefined) return null;
  const text = link.trim();
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (text === "" || /[\u0000-\u001f\u007f\\]/.test(text)) return null;
  if (!/^https?:\/\/[^/]/i.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.hostname === "" || url.username !== "" || url.password !== "") return null;
  return url.href;
}

import { isDegradedRender } from "./degraded";
import { nonceOfPolicy, withNonce } from "./nonce";

/** A page kept by the cache: its HTML, the nonce it was rendered with and the headers to send again. */
export interface CachedPage {
  html: string;
  nonce: string;
  headers: [string, string][];
}

/**
 * Headers of a rendered page that are not sent again with a cached copy: the connection's and the
 * body's own (the copy is a new body), its date and its CSP (each answer has its own nonce).
 */
const NOT_REPLAYED = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "date",
  "content-security-policy",
  "set-cookie",
]);

/**
 * The page the cache may keep from its own render's answer, or null: only a 200 HTML document without
 * Set-Cookie (a render that set a cookie did something for one visitor) whose CSP names the nonce it used,
 * and that shows no failure (`isDegradedRender`: a section or the frame that could not load its data).
 */
export function keepablePage(answer: {
  status: number;
  headers: Headers;
  html: string;
}): CachedPage | null {
  if (answer.status !== 200) return null;
  if (!(answer.headers.get("content-type") ?? "").startsWith("text/html")) return null;
  if (answer.headers.getSetCookie().length > 0) return null;
  if (isDegradedRender(answer.html)) return null;
  const nonce = nonceOfPolicy(answer.headers.get("content-security-policy"));
  if (nonce === null) return null;
  const headers: [string, string][] = [];
  answer.headers.forEach((value, name) => {
    if (!NOT_REPLAYED.has(name.toLowerCase())) headers.push([name, value]);
  });
  return { html: answer.html, nonce, headers };
}

/**
 * A kept page as one answer sends it: its body and headers (the `Link` preloads carry the nonce too)
 * with the answer's own nonce in place of the one it was rendered with.
 */
export function pageWithNonce(
  page: CachedPage,
  nonce: string,
): { html: string; headers: [string, string][] } {
  return {
    html: withNonce(page.html, page.nonce, nonce),
    headers: page.headers.map(([name, value]) => [name, withNonce(value, page.nonce, nonce)]),
  };
}

/** The nonce of a Content-Security-Policy's `script-src` (`'nonce-…'`), or null. */
export function nonceOfPolicy(policy: string | null): string | null {
  if (!policy) return null;
  const match = /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(policy);
  return match?.[1] ?? null;
}

/**
 * A cached page with a fresh nonce: every occurrence of the nonce it was rendered with (the `nonce`
 * attributes of Next's scripts, and the nonce inside its inline RSC payload) becomes the new one. The
 * old nonce is a random 48-character base64 value, so it occurs nowhere else by chance.
 */
export function withNonce(html: string, renderedWith: string, fresh: string): string {
  if (renderedWith.length < 16)
    throw new Error("the rendered nonce is too short to replace safely");
  return html.replaceAll(renderedWith, fresh);
}

/** A fresh random nonce (base64 of a random UUID, as the proxy has always made them). */
export function freshNonce(): string {
  return Buffer.from(crypto.randomUUID()).toString("base64");
}

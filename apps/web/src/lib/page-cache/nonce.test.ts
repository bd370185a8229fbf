import { describe, expect, it } from "vitest";

import { buildContentSecurityPolicy } from "~/lib/security/headers";
import { freshNonce, nonceOfPolicy, withNonce } from "./nonce";

describe("nonce", () => {
  it("reads the nonce of the proxy's own policy", () => {
    const nonce = freshNonce();
    expect(nonceOfPolicy(buildContentSecurityPolicy(nonce, { dev: false }))).toBe(nonce);
    expect(nonceOfPolicy("default-src 'self'")).toBeNull();
    expect(nonceOfPolicy(null)).toBeNull();
  });

  it("makes a different random nonce each time", () => {
    const a = freshNonce();
    expect(a).toMatch(/^[A-Za-z0-9+/=]{40,}$/);
    expect(freshNonce()).not.toBe(a);
  });

  it("replaces every occurrence of the rendered nonce and nothing else", () => {
    const old = freshNonce();
    const fresh = freshNonce();
    const html = `<script nonce="${old}">a</script><p>nonce</p><script nonce="${old}" src="/x.js"></script><script nonce="${old}">self.__next_f.push([1,"{\\"nonce\\":\\"${old}\\"}"])</script>`;
    const out = withNonce(html, old, fresh);
    expect(out).not.toContain(old);
    expect(out.split(fresh)).toHaveLength(5);
    expect(out).toContain("<p>nonce</p>");
  });

  it("refuses a nonce too short to be unique in a page", () => {
    expect(() => withNonce("<p>abc</p>", "abc", freshNonce())).toThrow();
  });
});

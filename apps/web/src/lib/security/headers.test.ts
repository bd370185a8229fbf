import { describe, expect, it } from "vitest";

import { buildContentSecurityPolicy, staticSecurityHeaders } from "./headers";

describe("buildContentSecurityPolicy", () => {
  const policy = buildContentSecurityPolicy("abc123", { dev: false });

  it("forbids plugins, base tags and framing", () => {
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it("allows scripts only from this origin or with the request's nonce", () => {
    expect(policy).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(policy).not.toContain("unsafe-eval");
  });

  it("lets the map reach a configured style's origin, and nothing else", () => {
    const withMap = buildContentSecurityPolicy("n", {
      dev: false,
      mapOrigins: ["https://tiles.example"],
    });
    expect(withMap).toContain("connect-src 'self' https://tiles.example");
    expect(policy).toContain("connect-src 'self';");
  });

  it("allows eval only in development (React's dev tooling)", () => {
    expect(buildContentSecurityPolicy("n", { dev: true })).toContain("'unsafe-eval'");
  });
});

describe("staticSecurityHeaders", () => {
  it("turns off MIME sniffing and limits the referrer", () => {
    const byKey = Object.fromEntries(staticSecurityHeaders.map((h) => [h.key, h.value]));
    expect(byKey["X-Content-Type-Options"]).toBe("nosniff");
    expect(byKey["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
  });
});

import { describe, expect, it } from "vitest";

import { keepablePage, pageWithNonce } from "./cached-page";

const POLICY =
  "default-src 'self'; script-src 'self' 'nonce-QUJDREVGR0hJSktMTU5PUFFSU1RVVldY' 'strict-dynamic'";

function answer(status: number, headers: Record<string, string>, setCookie?: string) {
  const all = new Headers(headers);
  if (setCookie) all.append("set-cookie", setCookie);
  return { status, headers: all, html: "<html></html>" };
}

describe("keepablePage", () => {
  const html = { "content-type": "text/html; charset=utf-8", "content-security-policy": POLICY };

  it("keeps a 200 HTML page with its nonce and the headers to send again", () => {
    const page = keepablePage(
      answer(200, { ...html, vary: "rsc, Accept-Encoding", "content-length": "13", date: "x" }),
    );
    expect(page?.nonce).toBe("QUJDREVGR0hJSktMTU5PUFFSU1RVVldY");
    expect(page?.headers).toEqual([
      ["content-type", "text/html; charset=utf-8"],
      ["vary", "rsc, Accept-Encoding"],
    ]);
  });

  it("keeps no redirect, error, other type, page without nonce, or page that set a cookie", () => {
    expect(keepablePage(answer(307, { ...html, location: "/" }))).toBeNull();
    expect(keepablePage(answer(500, html))).toBeNull();
    expect(keepablePage(answer(200, { ...html, "content-type": "text/x-component" }))).toBeNull();
    expect(keepablePage(answer(200, { "content-type": "text/html" }))).toBeNull();
    expect(keepablePage(answer(200, html, "location_source=; Path=/"))).toBeNull();
  });

  it("keeps no page that shows a failure (a section that could not load, the API down)", () => {
    const failed = {
      ...answer(200, html),
      html: '<html><div role="status" data-degraded-render="">This section could not be loaded right now.</div></html>',
    };
    expect(keepablePage(failed)).toBeNull();
  });
});

describe("pageWithNonce", () => {
  it("puts the answer's nonce into the body and the headers (Link preloads)", () => {
    const old = "QUJDREVGR0hJSktMTU5PUFFSU1RVVldY";
    const fresh = "WllYV1ZVVFNSUVBPTk1MS0pJSEdGRURD";
    const copy = pageWithNonce(
      {
        html: `<script nonce="${old}"></script>`,
        nonce: old,
        headers: [
          ["link", `</f.woff2>; rel=preload; as="font"; nonce="${old}"`],
          ["vary", "rsc"],
        ],
      },
      fresh,
    );
    expect(copy.html).toBe(`<script nonce="${fresh}"></script>`);
    expect(copy.headers).toEqual([
      ["link", `</f.woff2>; rel=preload; as="font"; nonce="${fresh}"`],
      ["vary", "rsc"],
    ]);
  });
});

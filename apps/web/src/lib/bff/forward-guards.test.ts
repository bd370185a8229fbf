import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { forwardToApi } from "./forward";

const API = "http://127.0.0.1:4000";

function recorder() {
  const calls: string[] = [];
  const fetch = ((input: URL | RequestInfo) => {
    calls.push(input instanceof Request ? input.url : input.toString());
    return Promise.resolve(
      new Response("{}", { status: 200, headers: { "content-type": "application/json" } }),
    );
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

const post = (headers: Record<string, string>, body: BodyInit = "{}") =>
  new NextRequest("http://shop.test/api/v1/customer/cart/add", {
    method: "POST",
    headers: { host: "shop.test", ...headers },
    body,
    duplex: "half",
  });

describe("request body limit", () => {
  it("answers 413 to a declared body above the API's limit, without calling the API", async () => {
    const { fetch, calls } = recorder();
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    const response = await forwardToApi(post({ origin: "http://shop.test" }, big), ["x"], {
      apiBaseUrl: API,
      context: {},
      secure: false,
      fetch,
    });
    expect(response.status).toBe(413);
    expect(calls).toEqual([]);
  });

  it("stops reading a streamed body (no length) once it passes the limit", async () => {
    const { fetch, calls } = recorder();
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 1000) controller.close();
        else controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const response = await forwardToApi(post({ origin: "http://shop.test" }, stream), ["x"], {
      apiBaseUrl: API,
      context: {},
      secure: false,
      fetch,
      maxBodyBytes: 256 * 1024,
    });
    expect(response.status).toBe(413);
    expect(calls).toEqual([]);
    // 64 KiB chunks: the read stops at the fifth (plus what the stream buffered ahead), not at 1000.
    expect(pulled).toBeLessThan(20);
  });

  it("forwards a body within the limit", async () => {
    const { fetch, calls } = recorder();
    const response = await forwardToApi(post({ origin: "http://shop.test" }, "{}"), ["x"], {
      apiBaseUrl: API,
      context: {},
      secure: false,
      fetch,
    });
    expect(response.status).toBe(200);
    expect(calls).toHaveLength(1);
  });
});

describe("origin check", () => {
  it("ignores a client-sent X-Forwarded-Host unless the proxy is trusted", async () => {
    const { fetch, calls } = recorder();
    const spoofed = { origin: "https://evil.test", "x-forwarded-host": "evil.test" };
    const refused = await forwardToApi(post(spoofed), ["x"], {
      apiBaseUrl: API,
      context: {},
      secure: true,
      fetch,
    });
    expect(refused.status).toBe(403);
    expect(calls).toEqual([]);
    const behindProxy = await forwardToApi(
      post({
        origin: "https://shop.example",
        "x-forwarded-host": "shop.example",
        "x-forwarded-proto": "https",
      }),
      ["x"],
      { apiBaseUrl: API, context: {}, secure: true, fetch, trustProxy: true },
    );
    expect(behindProxy.status).toBe(200);
  });

  it("compares the scheme as well as the host", async () => {
    const { fetch, calls } = recorder();
    const response = await forwardToApi(post({ origin: "https://shop.test" }), ["x"], {
      apiBaseUrl: API,
      context: {},
      secure: false,
      fetch,
    });
    expect(response.status).toBe(403);
    expect(calls).toEqual([]);
  });

  it("accepts the configured site origin", async () => {
    const { fetch } = recorder();
    const response = await forwardToApi(post({ origin: "https://www.shop.example" }), ["x"], {
      apiBaseUrl: API,
      context: {},
      secure: true,
      siteUrl: "https://www.shop.example",
      fetch,
    });
    expect(response.status).toBe(200);
  });

  it("refuses a cross-site request whatever the method (a GET too)", async () => {
    const { fetch, calls } = recorder();
    const crossSite = new NextRequest("http://shop.test/api/v1/customer/review-reminder-cancel", {
      headers: { host: "shop.test", "sec-fetch-site": "cross-site", cookie: "session=tok" },
    });
    const response = await forwardToApi(crossSite, ["customer", "review-reminder-cancel"], {
      apiBaseUrl: API,
      context: {},
      secure: false,
      fetch,
    });
    expect(response.status).toBe(403);
    expect(calls).toEqual([]);
    const sameOrigin = new NextRequest("http://shop.test/api/v1/module", {
      headers: { host: "shop.test", "sec-fetch-site": "same-origin" },
    });
    expect(
      (
        await forwardToApi(sameOrigin, ["module"], {
          apiBaseUrl: API,
          context: {},
          secure: false,
          fetch,
        })
      ).status,
    ).toBe(200);
  });
});

describe("upstream status pass-through", () => {
  const server = createServer((request, response) => {
    const status = Number(new URL(request.url ?? "/", "http://x").searchParams.get("status"));
    response.writeHead(status, { "content-type": "application/json" });
    response.end(
      JSON.stringify({ errors: [{ code: "coupon", message: `status ${String(status)}` }] }),
    );
  });
  let base = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it.each([407, 406, 203, 418, 503])("answers the API's %i as it came", async (status) => {
    const request = new NextRequest(
      `http://shop.test/api/v1/coupon/apply?status=${String(status)}`,
    );
    const response = await forwardToApi(request, ["coupon", "apply"], {
      apiBaseUrl: base,
      context: {},
      secure: false,
    });
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({
      errors: [{ code: "coupon", message: `status ${String(status)}` }],
    });
  });
});

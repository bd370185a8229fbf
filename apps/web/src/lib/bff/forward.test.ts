import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";

import { apiContextOf } from "~/lib/visitor/api-context";
import { decodeVisitorCookies } from "~/lib/visitor/visitor-context";
import {
  forwardToApi,
  lastForwardedAddress,
  SESSION_EXPIRED_HEADER,
  TOKEN_PLACEHOLDER,
  upstreamUrl,
} from "./forward";

const API = "http://127.0.0.1:4000";

/** The context the route hands over (`readApiContext()`), from the request's own cookies. */
function contextOf(request: NextRequest, secure = false) {
  const { visitor, token } = decodeVisitorCookies(
    (name) => request.cookies.get(name)?.value,
    secure,
  );
  return apiContextOf(visitor, token);
}

function fakeFetch(respond: (url: URL, init: RequestInit) => Response) {
  const calls: { url: URL; init: RequestInit }[] = [];
  const fn = (input: URL | RequestInfo, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const call = { url, init: init ?? {} };
    calls.push(call);
    return Promise.resolve(respond(url, call.init));
  };
  return { fetch: fn, calls };
}

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });
}

/** The browser's `auth/guest/request` through the BFF (with the visitor's cookies, if any). */
async function requestGuestId(fetch: typeof globalThis.fetch, cookie?: string): Promise<Response> {
  const request = new NextRequest("http://shop.test/api/v1/auth/guest/request", {
    method: "POST",
    ...(cookie === undefined ? {} : { headers: { cookie } }),
  });
  return forwardToApi(request, ["auth", "guest", "request"], {
    context: contextOf(request),
    apiBaseUrl: API,
    secure: false,
    fetch,
  });
}

describe("upstreamUrl", () => {
  it("keeps the query and adds the guest id for guests", () => {
    const url = upstreamUrl(API, ["customer", "cart", "list"], new URLSearchParams("a=1"), "g-9");
    expect(url?.toString()).toBe(
      "http://127.0.0.1:4000/api/v1/customer/cart/list?a=1&guest_id=g-9",
    );
  });

  it("refuses path traversal", () => {
    expect(upstreamUrl(API, ["..", "admin"], new URLSearchParams(), undefined)).toBeNull();
  });
});

describe("forwardToApi", () => {
  it("turns the cookies into the contract's headers", async () => {
    const { fetch, calls } = fakeFetch(() => json([]));
    const request = new NextRequest("http://shop.test/api/v1/module", {
      headers: {
        cookie:
          "session=tok; zone_id=[1]; module_id=3; module_type=grocery; lat=23.8; lng=90.4; lang=ar",
      },
    });
    await forwardToApi(request, ["module"], {
      context: contextOf(request),
      apiBaseUrl: API,
      secure: false,
      fetch,
    });
    const sent = new Headers(calls[0]?.init.headers);
    expect(sent.get("authorization")).toBe("Bearer tok");
    expect(sent.get("zoneId")).toBe("[1]");
    expect(sent.get("moduleId")).toBe("3");
    expect(sent.get("latitude")).toBe("23.8");
    expect(sent.get("x-localization")).toBe("ar");
    expect(sent.get("cookie")).toBeNull();
  });

  it("sends no module for a module id whose type is unknown, as the pages treat it", async () => {
    const { fetch, calls } = fakeFetch(() => json([]));
    const request = new NextRequest("http://shop.test/api/v1/categories", {
      headers: { cookie: "zone_id=[1]; module_id=3; module_type=rental; lat=23.8; lng=90.4" },
    });
    await forwardToApi(request, ["categories"], {
      context: contextOf(request),
      apiBaseUrl: API,
      secure: false,
      fetch,
    });
    const sent = new Headers(calls[0]?.init.headers);
    expect(sent.get("moduleId")).toBeNull();
    expect(sent.get("zoneId")).toBe("[1]");
  });

  it("keeps a signed-in token in an HttpOnly cookie and hides it from the page", async () => {
    const { fetch } = fakeFetch(() => json({ token: "secret-token", is_phone_verified: 1 }));
    const request = new NextRequest("http://shop.test/api/v1/auth/login", {
      method: "POST",
      body: "{}",
    });
    const response = await forwardToApi(request, ["auth", "login"], {
      context: contextOf(request),
      apiBaseUrl: API,
      secure: true,
      fetch,
    });
    const body = (await response.json()) as { token: string };
    expect(body.token).toBe(TOKEN_PLACEHOLDER);
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toContain("__Host-session=secret-token");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("Secure");
  });

  it("keeps the token of every token-issuing route out of the page, social-register included", async () => {
    for (const path of [
      ["auth", "social-register"],
      ["auth", "social-login"],
      ["auth", "update-info"],
    ]) {
      const { fetch } = fakeFetch(() => json({ token: "social-token", is_phone_verified: 1 }));
      const request = new NextRequest(`http://shop.test/api/v1/${path.join("/")}`, {
        method: "POST",
        body: "{}",
      });
      const response = await forwardToApi(request, path, {
        apiBaseUrl: API,
        secure: true,
        fetch,
        context: contextOf(request),
      });
      expect(((await response.json()) as { token: string }).token).toBe(TOKEN_PLACEHOLDER);
      expect(response.headers.get("set-cookie") ?? "").toContain("__Host-session=social-token");
    }
  });

  it("stores the guest id the API hands out", async () => {
    const { fetch } = fakeFetch(() => json({ message: "ok", guest_id: "123" }));
    const response = await requestGuestId(fetch);
    expect(response.headers.get("set-cookie")).toContain("guest_id=123");
  });

  it("stores the guest id for a year in an HttpOnly cookie, and nothing a page script could read", async () => {
    const { fetch } = fakeFetch(() => json({ message: "ok", guest_id: "123" }));
    const response = await requestGuestId(fetch);
    const set = response.headers.getSetCookie();
    expect(set).toHaveLength(1);
    expect(set[0]).toMatch(/^guest_id=123;/);
    expect(set[0]).toMatch(/HttpOnly/i);
    expect(set[0]).toMatch(/Max-Age=31536000/);
    expect(response.headers.get("x-guest-kept")).toBeNull();
  });

  it("keeps an existing guest id: no new one is asked for, the cart stays the guest's", async () => {
    const { fetch, calls } = fakeFetch(() => json({ message: "ok", guest_id: "999" }));
    const response = await requestGuestId(fetch, "guest_id=123");
    expect(calls).toHaveLength(0);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { guest_id: string }).guest_id).toBe("123");
    expect(response.headers.get("x-guest-kept")).toBe("1");
    const set = response.headers.getSetCookie();
    expect(set).toHaveLength(1);
    expect(set[0]).toMatch(/^guest_id=123;.*HttpOnly/i);
  });

  it("adds the guest id of the cookie to a sign-in body, so the guest's cart joins the account", async () => {
    const { fetch, calls } = fakeFetch(() => json({ token: "t", is_phone_verified: 1 }));
    const request = new NextRequest("http://shop.test/api/v1/auth/login", {
      method: "POST",
      headers: {
        cookie: "guest_id=123",
        "content-type": "application/json",
        origin: "http://shop.test",
        host: "shop.test",
      },
      body: JSON.stringify({ login_type: "manual", email_or_phone: "a@b.c", password: "x" }),
    });
    const response = await forwardToApi(request, ["auth", "login"], {
      context: contextOf(request),
      apiBaseUrl: API,
      secure: false,
      fetch,
    });
    const sent = JSON.parse(new TextDecoder().decode(calls[0]?.init.body as Uint8Array)) as Record<
      string,
      unknown
    >;
    expect(sent).toEqual({
      login_type: "manual",
      email_or_phone: "a@b.c",
      password: "x",
      guest_id: 123,
    });
    const set = response.headers.getSetCookie();
    expect(set.some((cookie) => cookie.startsWith("guest_id=;"))).toBe(true);
  });

  it("leaves a body that names a guest id, and bodies of other calls, as they came", async () => {
    const { fetch, calls } = fakeFetch(() => json({ ok: true }));
    for (const [path, body] of [
      [["auth", "login"], { login_type: "otp", phone: "1", otp: "2", guest_id: 7 }],
      [["customer", "cart", "add"], { item_id: 1, quantity: 1 }],
    ] as const) {
      const request = new NextRequest(`http://shop.test/api/v1/${path.join("/")}`, {
        method: "POST",
        headers: {
          cookie: "guest_id=123",
          "content-type": "application/json",
          origin: "http://shop.test",
          host: "shop.test",
        },
        body: JSON.stringify(body),
      });
      await forwardToApi(request, path, {
        context: contextOf(request),
        apiBaseUrl: API,
        secure: false,
        fetch,
      });
      const sent = JSON.parse(
        new TextDecoder().decode(calls.at(-1)?.init.body as Uint8Array),
      ) as unknown;
      expect(sent).toEqual(body);
    }
  });

  it("stores no guest id when the answer does not match the SDK's schema", async () => {
    const { fetch } = fakeFetch(() => json({ message: "ok", guest_id: "not-a-number" }));
    const response = await requestGuestId(fetch);
    expect(response.headers.get("set-cookie") ?? "").not.toContain("guest_id=");
  });

  it("drops the session on a 401 and says so", async () => {
    const { fetch } = fakeFetch(() =>
      json({ errors: [{ code: "auth", message: "Unauthorized" }] }, 401),
    );
    const request = new NextRequest("http://shop.test/api/v1/customer/info", {
      headers: { cookie: "session=old" },
    });
    const response = await forwardToApi(request, ["customer", "info"], {
      context: contextOf(request),
      apiBaseUrl: API,
      secure: false,
      fetch,
    });
    expect(response.status).toBe(401);
    expect(response.headers.get(SESSION_EXPIRED_HEADER)).toBe("1");
    expect(response.headers.get("set-cookie")).toMatch(/session=;/);
  });

  it("drops a secure site's __Host- session with the attributes a browser needs to replace it", async () => {
    const { fetch } = fakeFetch(() =>
      json({ errors: [{ code: "auth", message: "Unauthorized" }] }, 401),
    );
    const request = new NextRequest("https://shop.test/api/v1/customer/info", {
      headers: { cookie: "__Host-session=old" },
    });
    const response = await forwardToApi(request, ["customer", "info"], {
      context: contextOf(request, true),
      apiBaseUrl: API,
      secure: true,
      fetch,
    });
    const cleared = response.headers.get("set-cookie") ?? "";
    expect(cleared).toMatch(/^__Host-session=;/);
    expect(cleared).toMatch(/Path=\/(;|$)/);
    expect(cleared).toMatch(/Secure/);
    expect(cleared).not.toMatch(/Domain=/);
  });

  it("refuses a state-changing call from another site (CSRF)", async () => {
    const { fetch, calls } = fakeFetch(() => json({}));
    const request = new NextRequest("http://shop.test/api/v1/customer/cart/add", {
      method: "POST",
      headers: { origin: "https://evil.test", host: "shop.test", cookie: "session=tok" },
      body: "{}",
    });
    const response = await forwardToApi(request, ["customer", "cart", "add"], {
      context: contextOf(request),
      apiBaseUrl: API,
      secure: false,
      fetch,
    });
    expect(response.status).toBe(403);
    expect(calls).toHaveLength(0);
  });

  it("accepts a same-origin write", async () => {
    const { fetch, calls } = fakeFetch(() => json({ message: "ok" }));
    const request = new NextRequest("http://shop.test/api/v1/newsletter/subscribe", {
      method: "POST",
      headers: { origin: "http://shop.test", host: "shop.test" },
      body: "{}",
    });
    const response = await forwardToApi(request, ["newsletter", "subscribe"], {
      context: contextOf(request),
      apiBaseUrl: API,
      secure: false,
      fetch,
    });
    expect(response.status).toBe(200);
    expect(calls).toHaveLength(1);
  });

  it("answers 502 when the API cannot be reached", async () => {
    const failing = (() => Promise.reject(new TypeError("fetch failed"))) as typeof fetch;
    const request = new NextRequest("http://shop.test/api/v1/module");
    const response = await forwardToApi(request, ["module"], {
      context: contextOf(request),
      apiBaseUrl: API,
      secure: false,
      fetch: failing,
    });
    expect(response.status).toBe(502);
  });
});

describe("the visitor's address", () => {
  it("is the last X-Forwarded-For entry (the one the proxy in front, or Next from the socket, wrote)", () => {
    expect(lastForwardedAddress("203.0.113.9")).toBe("203.0.113.9");
    expect(lastForwardedAddress("10.0.0.1, 198.51.100.7")).toBe("198.51.100.7");
    expect(lastForwardedAddress(null)).toBeNull();
    expect(lastForwardedAddress("x".repeat(100))).toBeNull();
  });

  it("goes upstream as X-Forwarded-For, so the API does not count every visitor as this server", async () => {
    const { fetch, calls } = fakeFetch(() => json({ message: "ok" }));
    const request = new NextRequest("http://shop.test/api/v1/auth/login", {
      method: "POST",
      body: "{}",
      headers: { "x-forwarded-for": "198.51.100.7" },
    });
    const answer = await forwardToApi(request, ["auth", "login"], {
      apiBaseUrl: API,
      secure: false,
      fetch,
      context: contextOf(request),
    });
    expect(answer.status).toBe(200);
    expect(new Headers(calls[0]?.init.headers).get("x-forwarded-for")).toBe("198.51.100.7");
  });
});

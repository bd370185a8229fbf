import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));

const { isSharedCatalogueRead, isTokenFreeCatalogueRead, sharedCatalogueFetch } =
  await import("./shared-catalogue-fetch");

const api = "http://api.test/api/v1/";
const read = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  isSharedCatalogueRead(method, new URL(path, api), new Headers(headers));

describe("which upstream requests the storefront's servers may share between visitors", () => {
  it("shares public catalogue reads, whatever the module, zone or language headers", () => {
    expect(read("items/popular?limit=10&offset=1", { moduleId: "1", zoneId: "[1]" })).toBe(true);
    expect(read("stores/details/3", { "x-localization": "ar" })).toBe(true);
    expect(read("config")).toBe(true);
  });

  it("never shares a signed-in request, a guest's request or a personal path", () => {
    expect(read("items/popular?limit=10&offset=1", { authorization: "Bearer abc" })).toBe(false);
    expect(read("items/recommended?guest_id=42")).toBe(false);
    expect(read("customer/cart/list")).toBe(false);
    expect(read("customer/order/running-orders?limit=10&offset=1")).toBe(false);
    expect(read("auth/guest/request")).toBe(false);
    expect(read("items/popular", { cookie: "session=abc" })).toBe(false);
  });

  it("never shares a write", () => {
    expect(read("items/popular", {}, "POST")).toBe(false);
    expect(read("stores/details/3", {}, "put")).toBe(false);
  });
});

describe("a signed-in visitor's catalogue reads (ADR 0018 addendum)", () => {
  const signedIn = { authorization: "Bearer tok-a", moduleId: "1", zoneId: "[1]" };
  const tokenFree = (path: string, headers: Record<string, string> = signedIn, method = "GET") =>
    isTokenFreeCatalogueRead(method, new URL(path, api), new Headers(headers));

  it("sends the reads that are the same for everyone without the session", () => {
    for (const path of [
      "items/popular?limit=10&offset=1",
      "items/details/12",
      "items/recommended?store_id=3&limit=8&offset=1",
      "stores/popular?limit=10&offset=1",
      "stores/details/3",
      "categories",
      "categories/items/4?limit=12&offset=1",
      "banners",
      "other-banners",
      "advertisement/list",
      "campaigns/basic",
      "flash-sales",
      "brand",
      "common-condition",
      "get-combined-data?list_type=item",
      "module",
      "zone/list",
      "parcel-category",
      "react-landing-page",
      "landing-page",
    ])
      expect(tokenFree(path), path).toBe(true);
  });

  it("keeps the session on every personal read and every write", () => {
    for (const path of [
      "customer/visit-again",
      "customer/suggested-items",
      "customer/wish-list",
      "customer/cart/list",
      "customer/order/running-orders?limit=10&offset=1",
      "customer/info",
      "customer/notifications",
      "coupon/list",
      "coupon/list/all?customer_id=4",
      "coupon/apply?code=A&store_id=3",
      "cashback/list",
      "cashback/getCashback?amount=10",
      "delivery-man/reviews/3",
      "auth/logout",
      "config",
      "config/get-zone-id?lat=1&lng=2",
      "items-unknown",
    ])
      expect(tokenFree(path), path).toBe(false);
    expect(tokenFree("items/reviews/submit", signedIn, "POST")).toBe(false);
    expect(tokenFree("items/popular?guest_id=42")).toBe(false);
    expect(tokenFree("items/popular", { ...signedIn, cookie: "session=abc" })).toBe(false);
  });

  it("forwards a catalogue read without the session into the shared cache, a personal one as is", async () => {
    const seen: { url: string; authorization: string | null; revalidate: unknown }[] = [];
    const stub = vi.fn((input: RequestInfo | URL, init?: RequestInit & { next?: unknown }) => {
      const request = input instanceof Request ? input : new Request(input, init);
      seen.push({
        url: request.url,
        authorization: request.headers.get("authorization"),
        revalidate: init?.next,
      });
      return Promise.resolve(new Response("{}"));
    });
    vi.stubGlobal("fetch", stub);
    try {
      const headers = { authorization: "Bearer tok-a", moduleId: "1" };
      await sharedCatalogueFetch(new Request(`${api}items/popular?limit=10`, { headers }));
      await sharedCatalogueFetch(`${api}stores/details/3`, { headers });
      await sharedCatalogueFetch(new Request(`${api}customer/visit-again`, { headers }));
      await sharedCatalogueFetch(new Request(`${api}coupon/list`, { headers }));
    } finally {
      vi.unstubAllGlobals();
    }
    expect(seen).toEqual([
      { url: `${api}items/popular?limit=10`, authorization: null, revalidate: { revalidate: 30 } },
      { url: `${api}stores/details/3`, authorization: null, revalidate: { revalidate: 30 } },
      { url: `${api}customer/visit-again`, authorization: "Bearer tok-a", revalidate: undefined },
      { url: `${api}coupon/list`, authorization: "Bearer tok-a", revalidate: undefined },
    ]);
  });
});

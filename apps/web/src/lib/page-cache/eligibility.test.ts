import { describe, expect, it } from "vitest";

import type { PageRequest } from "./eligibility";
import { cacheablePageRequest, PAGE_CACHE_FILL_HEADER } from "./eligibility";

const SCOPE =
  "zone_id=[1]; lat=23.7925; lng=90.401; location=Old%20Town; module_id=1; module_type=grocery";

function request(
  overrides: Partial<PageRequest> & { cookie?: string; extra?: Record<string, string> } = {},
): PageRequest {
  const headers = new Headers(overrides.extra);
  if (overrides.cookie !== undefined) headers.set("cookie", overrides.cookie);
  return {
    method: overrides.method ?? "GET",
    pathname: overrides.pathname ?? "/home",
    search: overrides.search ?? "",
    headers,
  };
}

describe("cacheablePageRequest", () => {
  it("keys a guest's /home on the build, the path and the public cookies only", () => {
    const a = cacheablePageRequest(request({ cookie: `${SCOPE}; guest_id=11; guest=1` }), "b1");
    const b = cacheablePageRequest(request({ cookie: `guest_id=22; ${SCOPE}; _ga=x` }), "b1");
    expect(a).not.toBeNull();
    expect(a?.key).toBe(b?.key);
    expect(a?.cookies).toEqual([
      ["zone_id", "[1]"],
      ["lat", "23.7925"],
      ["lng", "90.401"],
      ["location", "Old%20Town"],
      ["module_id", "1"],
      ["module_type", "grocery"],
    ]);
    expect(a?.cookies.some(([name]) => name === "guest_id" || name === "guest")).toBe(false);
  });

  it("separates modules, places, languages, themes, address labels and builds", () => {
    const base = cacheablePageRequest(request({ cookie: SCOPE }), "b1")?.key;
    const others = [
      cacheablePageRequest(request({ cookie: SCOPE.replace("module_id=1", "module_id=4") }), "b1"),
      cacheablePageRequest(request({ cookie: SCOPE.replace("lat=23.7925", "lat=23.8") }), "b1"),
      cacheablePageRequest(request({ cookie: `${SCOPE}; lang=ar` }), "b1"),
      cacheablePageRequest(request({ cookie: `${SCOPE}; theme=dark` }), "b1"),
      cacheablePageRequest(request({ cookie: SCOPE.replace("Old%20Town", "Home") }), "b1"),
      cacheablePageRequest(request({ cookie: `${SCOPE}; location_source=account` }), "b1"),
      cacheablePageRequest(request({ cookie: SCOPE }), "b2"),
    ].map((found) => found?.key);
    for (const key of others) expect(key).not.toBe(base);
    expect(new Set(others).size).toBe(others.length);
  });

  it("never answers a visitor with a session cookie, whatever its value or name", () => {
    expect(cacheablePageRequest(request({ cookie: `${SCOPE}; session=abc` }), "b")).toBeNull();
    expect(cacheablePageRequest(request({ cookie: `session=; ${SCOPE}` }), "b")).toBeNull();
    expect(cacheablePageRequest(request({ cookie: `__Host-session=x; ${SCOPE}` }), "b")).toBeNull();
  });

  it("answers the landing page too", () => {
    expect(cacheablePageRequest(request({ pathname: "/" }), "b")?.cookies).toEqual([]);
    expect(cacheablePageRequest(request({ pathname: "/", cookie: SCOPE }), "b")?.key).not.toBe(
      cacheablePageRequest(request({ cookie: SCOPE }), "b")?.key,
    );
  });

  it("answers only GET documents of /home and / without a query string", () => {
    expect(cacheablePageRequest(request({ method: "POST", cookie: SCOPE }), "b")).toBeNull();
    expect(cacheablePageRequest(request({ method: "HEAD", cookie: SCOPE }), "b")).toBeNull();
    expect(cacheablePageRequest(request({ pathname: "/cart", cookie: SCOPE }), "b")).toBeNull();
    expect(cacheablePageRequest(request({ pathname: "/home/", cookie: SCOPE }), "b")).toBeNull();
    expect(
      cacheablePageRequest(request({ search: "?session=expired", cookie: SCOPE }), "b"),
    ).toBeNull();
    expect(cacheablePageRequest(request({ search: "?", cookie: SCOPE }), "b")).toBeNull();
  });

  it("leaves navigations, prefetches, actions and its own renders alone", () => {
    for (const name of [
      "RSC",
      "Next-Router-State-Tree",
      "Next-Router-Prefetch",
      "Next-Router-Segment-Prefetch",
      "Next-Url",
      "Next-Action",
      PAGE_CACHE_FILL_HEADER,
    ]) {
      expect(
        cacheablePageRequest(request({ cookie: SCOPE, extra: { [name]: "1" } }), "b"),
      ).toBeNull();
    }
  });

  it("answers a browser's navigation, not its fetches or frames", () => {
    const as = (destination: string) =>
      cacheablePageRequest(
        request({ cookie: SCOPE, extra: { "sec-fetch-dest": destination } }),
        "b",
      );
    expect(as("document")).not.toBeNull();
    expect(as("empty")).toBeNull();
    expect(as("iframe")).toBeNull();
  });

  it("takes the first of a repeated cookie, as the render's request will carry only that one", () => {
    const found = cacheablePageRequest(request({ cookie: `module_id=1; module_id=4` }), "b");
    expect(found?.cookies).toEqual([["module_id", "1"]]);
  });
});

import { describe, expect, it } from "vitest";

import { DEFAULT_STORAGE_CACHE_CONTROL, proxyStorage, storageUrl } from "./proxy-storage";

const url = new URL("http://api.test/storage/product/apple.png");

/** A fetch that answers `response` and records what it was asked. */
function fakeFetch(response: () => Response) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetcher: typeof fetch = (input, init) => {
    calls.push({ url: input instanceof Request ? input.url : input.toString(), init });
    return Promise.resolve(response());
  };
  return { calls, fetcher };
}

const png = () =>
  new Response(new Uint8Array([137, 80, 78, 71]), {
    headers: {
      "content-type": "image/png",
      etag: '"v2"',
      "last-modified": "Sat, 28 Nov 2026 10:00:00 GMT",
      "cache-control": "public, max-age=86400",
    },
  });

describe("storageUrl", () => {
  it("puts the path under the API's /storage, each segment encoded", () => {
    expect(storageUrl(["product", "apple.png"], "http://api.test")?.href).toBe(
      "http://api.test/storage/product/apple.png",
    );
    expect(storageUrl(["review", "c d#1.png"], "http://api.test")?.href).toBe(
      "http://api.test/storage/review/c%20d%231.png",
    );
  });

  it("refuses segments that could climb out of /storage", () => {
    for (const path of [["..", "env"], ["product", "."], ["a\\..\\b.png"], ["../../package.json"]])
      expect(storageUrl(path, "http://api.test")).toBeNull();
  });
});

describe("proxyStorage", () => {
  it("asks the API every time (no server-side copy) and keeps its validators and caching", async () => {
    const { calls, fetcher } = fakeFetch(png);
    const response = await proxyStorage(url, new Headers(), fetcher);
    expect(response.status).toBe(200);
    expect(calls[0]?.url).toBe(url.href);
    expect(calls[0]?.init?.cache).toBe("no-store");
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("etag")).toBe('"v2"');
    expect(response.headers.get("last-modified")).toBe("Sat, 28 Nov 2026 10:00:00 GMT");
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(response.headers.get("cache-control")).not.toContain("immutable");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
  });

  it("caches an hour without immutable when the API names no caching", async () => {
    const { fetcher } = fakeFetch(
      () => new Response("<svg/>", { headers: { "content-type": "image/svg+xml" } }),
    );
    const response = await proxyStorage(url, new Headers(), fetcher);
    expect(response.headers.get("cache-control")).toBe(DEFAULT_STORAGE_CACHE_CONTROL);
    expect(DEFAULT_STORAGE_CACHE_CONTROL).toBe("public, max-age=3600");
  });

  it("passes the browser's validators on and an unchanged image's 304 back", async () => {
    const { calls, fetcher } = fakeFetch(
      () =>
        new Response(null, {
          status: 304,
          headers: { etag: '"v2"', "cache-control": "public, max-age=86400" },
        }),
    );
    const response = await proxyStorage(
      url,
      new Headers({
        "if-none-match": '"v2"',
        "if-modified-since": "Sat, 28 Nov 2026 10:00:00 GMT",
        cookie: "session=secret",
        authorization: "Bearer secret",
      }),
      fetcher,
    );
    const sent = new Headers(calls[0]?.init?.headers);
    expect(sent.get("if-none-match")).toBe('"v2"');
    expect(sent.get("if-modified-since")).toBe("Sat, 28 Nov 2026 10:00:00 GMT");
    // Nothing else of the visitor's goes to the API.
    expect(sent.get("cookie")).toBeNull();
    expect(sent.get("authorization")).toBeNull();
    expect(response.status).toBe(304);
    expect(response.headers.get("etag")).toBe('"v2"');
    expect(response.body).toBeNull();
  });

  it("answers the API's refusal without a body, and 502 when the API cannot be reached", async () => {
    const missing = await proxyStorage(
      url,
      new Headers(),
      fakeFetch(() => new Response("File not found.", { status: 404 })).fetcher,
    );
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe("");
    // The refusal's body is let go without waiting for it (Next's fetch may hand over a tee's branch
    // that settles only when read).
    const stuck = new ReadableStream({ cancel: () => new Promise<void>(() => undefined) });
    const refused = await proxyStorage(
      url,
      new Headers(),
      fakeFetch(() => new Response(stuck, { status: 404 })).fetcher,
    );
    expect(refused.status).toBe(404);
    const unreachable: typeof fetch = () => Promise.reject(new TypeError("fetch failed"));
    const down = await proxyStorage(url, new Headers(), unreachable);
    expect(down.status).toBe(502);
  });
});

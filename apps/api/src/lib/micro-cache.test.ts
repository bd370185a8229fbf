import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { TestDatabase } from "../test/test-db";
import { createApp } from "../app";
import { loadEnv } from "../env";
import { testNow } from "../test/fixed-clock";
import { createTestDatabase } from "../test/test-db";
import { createLogger } from "./logger";
import { invalidateMicroCache } from "./micro-cache";

let test: TestDatabase;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  test = await createTestDatabase();
  const env = loadEnv({
    PUBLIC_URL: "http://api.test",
    LOG_LEVEL: "silent",
    CATALOG_CACHE_MS: "60000",
  });
  app = createApp({
    db: test.database.db,
    env,
    logger: createLogger("silent"),
    now: () => testNow,
  });
});
afterAll(async () => {
  await test.dispose();
});

const headers = { moduleId: "4", zoneId: "[1]" };

describe("micro-cache", () => {
  it("reuses an anonymous catalogue answer for the same URL and headers", async () => {
    const first = await app.request("/api/v1/items/popular?limit=3", { headers });
    const second = await app.request("/api/v1/items/popular?limit=3", { headers });
    expect(first.headers.get("x-cache")).toBeNull();
    expect(second.headers.get("x-cache")).toBe("hit");
    expect(await second.json()).toEqual(await first.json());
  });

  it("keys on the zone header and skips signed-in requests and errors", async () => {
    const other = await app.request("/api/v1/items/popular?limit=3", {
      headers: { ...headers, zoneId: "[2]" },
    });
    expect(other.headers.get("x-cache")).toBeNull();
    const signedIn = { ...headers, authorization: "Bearer abc" };
    await app.request("/api/v1/items/popular?limit=4", { headers: signedIn });
    expect(
      (await app.request("/api/v1/items/popular?limit=4", { headers: signedIn })).headers.get(
        "x-cache",
      ),
    ).toBeNull();
    await app.request("/api/v1/items/popular?limit=0", { headers });
    expect((await app.request("/api/v1/items/popular?limit=0", { headers })).status).toBe(403);
  });

  it("keys on the language: an English visitor never gets the Arabic answer", async () => {
    const url = "/api/v1/items/popular?limit=2";
    const arabic = await app.request(url, { headers: { ...headers, "X-localization": "ar" } });
    const english = await app.request(url, { headers: { ...headers, "X-localization": "en" } });
    const plain = await app.request(url, { headers });
    expect(english.headers.get("x-cache")).toBeNull();
    const names = async (response: Response) =>
      ((await response.json()) as { products: { name: string }[] }).products.map((row) => row.name);
    const arabicNames = await names(arabic);
    const englishNames = await names(english);
    expect(arabicNames.every((name) => /[\u0600-\u06ff]/.test(name))).toBe(true);
    expect(englishNames.every((name) => /^[\x20-\x7e]+$/.test(name))).toBe(true);
    expect(await names(plain)).toEqual(englishNames);
    const again = await app.request(url, { headers: { ...headers, "X-localization": "ar" } });
    expect(again.headers.get("x-cache")).toBe("hit");
    expect(await names(again)).toEqual(arabicNames);
  });

  it("forgets everything on invalidation", async () => {
    await app.request("/api/v1/stores/popular", { headers });
    invalidateMicroCache(test.database.db);
    expect(
      (await app.request("/api/v1/stores/popular", { headers })).headers.get("x-cache"),
    ).toBeNull();
  });
});

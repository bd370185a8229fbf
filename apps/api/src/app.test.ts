import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestApp } from "./test/test-db";

let setup: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  setup = await createTestApp();
});
afterAll(async () => {
  await setup.dispose();
});

describe("GET /health", () => {
  it("answers from the database", async () => {
    const response = await setup.app.request("/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", db: "up" });
  });
});

describe("server core", () => {
  it("answers unknown paths with the contract's 404 envelope", async () => {
    const response = await setup.app.request("/api/v1/nope");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      errors: [{ code: "not_found", message: "The requested resource was not found." }],
    });
  });

  it("allows only the configured CORS origins", async () => {
    const allowed = await setup.app.request("/health", {
      headers: { origin: "http://localhost:3000" },
    });
    expect(allowed.headers.get("access-control-allow-origin")).toBe("http://localhost:3000");
    const denied = await setup.app.request("/health", {
      headers: { origin: "https://evil.example" },
    });
    expect(denied.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("sends security headers", async () => {
    const response = await setup.app.request("/health");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  });

  it("rejects bodies over the size limit with 413", async () => {
    const response = await setup.app.request("/api/v1/anything", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ blob: "x".repeat(3 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ errors: [{ code: "payload_too_large" }] });
  });
});

describe("GET /storage/*", () => {
  it("serves the shipped images", async () => {
    const response = await setup.app.request("/storage/product/pizza.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(await response.text()).toMatch(/^<svg /);
  });

  it("refuses paths outside the storage folder and malformed escapes with 404", async () => {
    for (const path of [
      "/storage/..%2Fpackage.json",
      "/storage/%E0%A4%A",
      "/storage/product/missing.svg",
    ]) {
      const response = await setup.app.request(path);
      expect(response.status, path).toBe(404);
    }
  });
});

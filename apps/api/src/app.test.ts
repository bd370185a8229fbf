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

  it("answers x-request-id: the caller's, else a new one", async () => {
    const echoed = await setup.app.request("/health", { headers: { "x-request-id": "req-42" } });
    expect(echoed.headers.get("x-request-id")).toBe("req-42");
    const fresh = await setup.app.request("/api/v1/no-such-route");
    expect(fresh.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers CORS headers on answers, errors included, and on preflights", async () => {
    const origin = "http://localhost:3000";
    for (const path of ["/health", "/api/v1/no-such-route"]) {
      const response = await setup.app.request(path, { headers: { origin } });
      expect(response.headers.get("access-control-allow-origin"), path).toBe(origin);
      expect(response.headers.get("access-control-allow-credentials"), path).toBe("true");
      expect(response.headers.get("vary"), path).toContain("Origin");
    }
    const preflight = await setup.app.request("/api/v1/customer/cart/add", {
      method: "OPTIONS",
      headers: { origin, "access-control-request-method": "POST" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe(origin);
    expect(preflight.headers.get("access-control-allow-methods")).toContain("POST");
    expect(preflight.headers.get("access-control-max-age")).toBe("600");
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

  it("rejects an announced Content-Length over the limit with 413, and reads bodies under it", async () => {
    const big = JSON.stringify({ blob: "x".repeat(3 * 1024 * 1024) });
    const over = await setup.app.request("/api/v1/anything", {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(big.length) },
      body: big,
    });
    expect(over.status).toBe(413);
    expect(await over.json()).toMatchObject({ errors: [{ code: "payload_too_large" }] });
    const body = JSON.stringify({});
    const guest = await setup.app.request("/api/v1/auth/guest/request", {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(body.length) },
      body,
    });
    expect(guest.status).toBe(200);
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

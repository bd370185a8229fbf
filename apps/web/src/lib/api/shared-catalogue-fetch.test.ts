import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));

const { isSharedCatalogueRead } = await import("./shared-catalogue-fetch");

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

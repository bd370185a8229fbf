import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestApp } from "../test/test-db";
import { operations } from "./operations";

let setup: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  setup = await createTestApp();
});
afterAll(async () => {
  await setup.dispose();
});

interface Document {
  openapi: string;
  paths: Record<
    string,
    Record<string, { responses: Record<string, unknown>; requestBody?: unknown }>
  >;
  components: {
    schemas: Record<string, { type?: string; properties?: Record<string, unknown> }>;
  };
}

describe("GET /api/v1/openapi.json", () => {
  it("documents every route with a schema generated from the SDK", async () => {
    const response = await setup.app.request("/api/v1/openapi.json");
    expect(response.status).toBe(200);
    const document = (await response.json()) as Document;
    expect(document.openapi).toBe("3.1.0");
    for (const operation of operations) {
      const entry = document.paths[`/${operation.path}`]?.[operation.method];
      expect(entry?.responses["200"], operation.path).toBeDefined();
      if (operation.body) expect(entry?.requestBody, operation.path).toBeDefined();
      if (operation.auth) expect(entry?.responses["401"], operation.path).toBeDefined();
    }
    expect(Object.keys(document.components.schemas.item?.properties ?? {})).toEqual(
      expect.arrayContaining(["id", "name", "price", "food_variations", "store_id"]),
    );
    expect(Object.keys(document.components.schemas.cartAddBody?.properties ?? {})).toEqual(
      expect.arrayContaining(["item_id", "quantity", "price"]),
    );
    expect(Object.keys(document.components.schemas.orderPlaceResponse?.properties ?? {})).toEqual(
      expect.arrayContaining(["order_id", "total_ammount"]),
    );
  });

  it("lists only routes the server answers", async () => {
    const open = operations.filter(
      (entry) => entry.method === "get" && !entry.path.includes("{") && !entry.auth,
    );
    for (const operation of open) {
      const response = await setup.app.request(`/api/v1/${operation.path}`, {
        headers: { moduleId: "1", zoneId: "[1]" },
      });
      expect(response.status, operation.path).not.toBe(404);
    }
  });
});

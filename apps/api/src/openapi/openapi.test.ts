import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestApp } from "../test/test-db";
import { catalogueOperations } from "./operations";

let setup: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  setup = await createTestApp();
});
afterAll(async () => {
  await setup.dispose();
});

describe("GET /api/v1/openapi.json", () => {
  it("documents every catalogue route with a schema generated from the SDK", async () => {
    const response = await setup.app.request("/api/v1/openapi.json");
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      components: {
        schemas: Record<string, { type?: string; properties?: Record<string, unknown> }>;
      };
    };
    expect(document.openapi).toBe("3.1.0");
    for (const operation of catalogueOperations) {
      expect(
        document.paths[`/${operation.path}`]?.[operation.method]?.responses["200"],
        operation.path,
      ).toBeDefined();
    }
    expect(Object.keys(document.components.schemas.item?.properties ?? {})).toEqual(
      expect.arrayContaining(["id", "name", "price", "food_variations", "store_id"]),
    );
  });

  it("lists only routes the server answers", async () => {
    for (const operation of catalogueOperations.filter((entry) => !entry.path.includes("{"))) {
      const response = await setup.app.request(`/api/v1/${operation.path}`, {
        headers: { moduleId: "1", zoneId: "[1]" },
      });
      expect(response.status, operation.path).not.toBe(404);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Operation } from "./operation";
import { createTestApp } from "../test/test-db";
import { operations } from "./operations";

let setup: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  setup = await createTestApp();
});
afterAll(async () => {
  await setup.dispose();
});

/** `GET items/details/{}`: the method and the path with every parameter name blanked. */
const keyOf = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/:\w+(\{[^}]*\})?|\{\w+\}/g, "{}")}`;

/** Every `/api/v1` route the app mounts (Hono lists middleware as method `ALL`; those are skipped). */
function mountedRoutes(): string[] {
  const keys = setup.app.routes
    .filter((route) => route.method !== "ALL" && route.path.startsWith("/api/v1/"))
    .map((route) => keyOf(route.method, route.path.slice("/api/v1/".length)));
  return [...new Set(keys)].sort();
}

const documented = (entries: Operation[]) =>
  entries.map((operation) => keyOf(operation.method, operation.path));

/** A request for an operation, with `1` for every path parameter and an empty body. */
function requestOf(operation: Operation, headers: Record<string, string> = {}): Request {
  const path = operation.path.replace(/\{\w+\}/g, "1");
  const method = operation.method.toUpperCase();
  const hasBody = method === "POST" || method === "PUT";
  return new Request(`http://api.test/api/v1/${path}`, {
    method,
    headers: {
      moduleId: "1",
      zoneId: "[1]",
      ...(hasBody ? { "content-type": "application/json" } : {}),
      ...headers,
    },
    ...(hasBody ? { body: "{}" } : {}),
  });
}

/** No token, and the storefront's signed-out `Bearer null`. */
const signedOut: Record<string, string>[] = [{}, { authorization: "Bearer null" }];

describe("OpenAPI coverage", () => {
  it("has an entry for every mounted route, and a mounted route for every entry", () => {
    const mounted = mountedRoutes();
    expect(mounted.length).toBeGreaterThan(140);
    const entries = documented(operations);
    expect(mounted.filter((key) => !entries.includes(key))).toEqual([]);
    expect(entries.filter((key) => !mounted.includes(key))).toEqual([]);
  });

  it("documents each route once", () => {
    const entries = documented(operations);
    expect(entries.filter((key, index) => entries.indexOf(key) !== index)).toEqual([]);
  });

  it("marks exactly the routes that refuse a signed-out caller (401)", async () => {
    const wrong: string[] = [];
    for (const operation of operations) {
      for (const headers of signedOut) {
        const { status } = await setup.app.fetch(requestOf(operation, headers));
        // Guest routes read guest_id from the body, so an empty body may fail validation (403) first.
        const expected =
          operation.auth === "customer"
            ? status === 401
            : operation.auth === "guest"
              ? status === 401 || status === 403
              : status !== 401;
        if (!expected) wrong.push(`${operation.method} ${operation.path}: ${String(status)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

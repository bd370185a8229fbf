import type { z } from "zod";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Operation } from "../openapi/operation";
import { schemaOf } from "../openapi/operation";
import { operations } from "../openapi/operations";
import { newGuest, signIn } from "../orders/testing";
import { createTestApp } from "../test/test-db";

let setup: Awaited<ReturnType<typeof createTestApp>>;
let token = "";
let guest = 0;
beforeAll(async () => {
  setup = await createTestApp();
  token = await signIn(setup.app);
  guest = await newGuest(setup.app);
});
afterAll(async () => {
  await setup.dispose();
});

/** The field names of an SDK body schema (objects, refined objects and pipes into them). */
function fieldsOf(schema: z.ZodType): string[] {
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  if (shape) return Object.keys(shape);
  const inner = (schema as { _zod?: { def?: { in?: z.ZodType } } })._zod?.def?.in;
  return inner ? fieldsOf(inner) : [];
}

/** Control characters (NUL first), alone and inside ordinary values, and oversize strings. */
const hostile = fc.oneof(
  fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "1\u0000",
    "\u0000\u0001\u0002\u001f\u007f",
    "\r\n\t\b\f\v",
    "\u2028\u2029",
    "\ud800",
    "%00",
    "x".repeat(100_000),
  ),
  fc
    .array(fc.integer({ min: 0, max: 0x1f }), { minLength: 1, maxLength: 8 })
    .map((codes) => String.fromCharCode(...codes)),
  fc.string({ maxLength: 12 }).map((text) => `${text}\u0000${text}`),
);

/** A path segment carrying the value (a lone surrogate cannot be percent-encoded: NUL instead). */
function segmentOf(value: string): string {
  try {
    return encodeURIComponent(value.slice(0, 200));
  } catch {
    return "%00";
  }
}

/** Every documented route with the fields it reads (path parameters, query names, body fields). */
const routes = operations.map((operation: Operation) => ({
  operation,
  query: operation.query ?? [],
  fields: operation.body ? fieldsOf(schemaOf(operation.body.schema)) : [],
}));

describe("control characters and oversize strings in every field of every route", () => {
  it("never answer 5xx", async () => {
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        hostile,
        hostile,
        fc.constantFrom("user", "guest", "none"),
        async ({ operation, query, fields }, value, other, who) => {
          const method = operation.method.toUpperCase();
          const path = operation.path.replace(/\{\w+\}/g, segmentOf(value));
          const params = new URLSearchParams();
          for (const name of query) params.set(name, value);
          if (method === "GET" || method === "DELETE") {
            if (query.length === 0) params.set("q", value);
          }
          const headers: Record<string, string> = { moduleId: "1", zoneId: "[1]" };
          if (who === "guest" && (method === "GET" || method === "DELETE"))
            params.set("guest_id", String(guest));
          if (who === "user") headers.authorization = `Bearer ${token}`;
          let body: string | FormData | undefined;
          if (method === "POST" || method === "PUT") {
            const record: Record<string, string> = {};
            fields.forEach((field, index) => {
              record[field] = index % 2 === 0 ? value : other;
            });
            if (who === "guest") record.guest_id = String(guest);
            if (operation.body?.type === "multipart") {
              const form = new FormData();
              for (const [key, entry] of Object.entries(record)) form.set(key, entry);
              body = form;
            } else {
              headers["content-type"] = "application/json";
              body = JSON.stringify(record);
            }
          }
          const response = await setup.app.request(`/api/v1/${path}?${params.toString()}`, {
            method,
            headers,
            body,
          });
          if (response.status >= 500)
            failures.push(
              `${method} ${operation.path} ${String(response.status)} ${await response.text()}`,
            );
          else await response.arrayBuffer();
        },
      ),
      { numRuns: 1500 },
    );
    expect([...new Set(failures.map((line) => line.slice(0, 160)))]).toEqual([]);
  }, 600_000);

  it("covers every route", () => {
    expect(routes.length).toBeGreaterThan(140);
  });
});

import type { z } from "zod";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { CannedResponse, TestServer } from "../testing/test-server";
import type { ApiClient } from "./create-client";
import type { SchemaDriftReport } from "./drift-reporter";
import { getCart } from "../endpoints/cart";
import { getBanners, search } from "../endpoints/catalogue";
import { getConfig, getZoneId } from "../endpoints/config";
import { trackOrder } from "../endpoints/orders";
import { isApiClientError } from "../errors/api-client-error";
import { bannersResponseSchema } from "../schemas/banner";
import { cartSchema } from "../schemas/cart";
import { configSchema } from "../schemas/config";
import { DriftMarker } from "../schemas/drift";
import { orderSchema } from "../schemas/order";
import { searchResponseSchema } from "../schemas/search";
import { zoneIdResponseSchema } from "../schemas/zone";
import {
  foodCartLineWire,
  foodItemWire,
  groceryCartLineWire,
  storeWire,
  trackedOrderWire,
} from "../testing/fixtures";
import { startTestServer } from "../testing/test-server";
import { createClient } from "./create-client";

let server: TestServer;
let next: CannedResponse = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const [method, path] of [
    ["GET", "customer/cart/list"],
    ["GET", "get-combined-data"],
    ["GET", "config/get-zone-id"],
    ["GET", "customer/order/track"],
    ["GET", "config"],
    ["GET", "banners"],
  ] as const) {
    server.route(method, path, () => next);
  }
});
afterAll(async () => {
  await server.close();
});

interface Call {
  name: string;
  schema: z.ZodType;
  run: (client: ApiClient) => Promise<unknown>;
  valid: unknown;
}

const calls: Call[] = [
  {
    name: "cart",
    schema: cartSchema,
    run: (c) => getCart(c),
    valid: [foodCartLineWire, groceryCartLineWire],
  },
  {
    name: "search",
    schema: searchResponseSchema,
    run: (c) => search(c, { list_type: "item" }),
    valid: { total_size: 2, limit: 12, offset: 1, products: [foodItemWire], stores: [storeWire] },
  },
  {
    name: "zone",
    schema: zoneIdResponseSchema,
    run: (c) => getZoneId(c, { lat: 1, lng: 2 }),
    valid: { zone_id: "[1]", zone_data: [{ id: 1, cash_on_delivery: 1 }] },
  },
  {
    name: "track",
    schema: orderSchema,
    run: (c) => trackOrder(c, { order_id: 1 }),
    valid: trackedOrderWire,
  },
  {
    name: "config",
    schema: configSchema,
    run: (c) => getConfig(c),
    valid: { business_name: "Mart" },
  },
  {
    name: "banners",
    schema: bannersResponseSchema,
    run: (c) => getBanners(c),
    valid: { campaigns: [], banners: [] },
  },
];

const json = fc.jsonValue({ maxDepth: 3 });

/** Every path to a value of a JSON body, down to `depth` levels (`[0, "item", "add_ons"]`). */
function pathsOf(
  value: unknown,
  depth: number,
  prefix: (string | number)[] = [],
): (string | number)[][] {
  if (depth === 0 || typeof value !== "object" || value === null) return [];
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((entry, index) => [index, entry])
    : Object.entries(value);
  return entries.flatMap(([key, entry]) => [
    [...prefix, key],
    ...pathsOf(entry, depth - 1, [...prefix, key]),
  ]);
}

/** A valid body with one value at any of its first three levels replaced by arbitrary JSON. */
function mutated(valid: unknown): fc.Arbitrary<unknown> {
  const paths = pathsOf(valid, 3);
  if (paths.length === 0) return json;
  return fc.record({ path: fc.constantFrom(...paths), value: json }).map(({ path, value }) => {
    const copy = structuredClone(valid);
    let parent: unknown = copy;
    for (const key of path.slice(0, -1)) parent = (parent as Record<string | number, unknown>)[key];
    const last = path.at(-1);
    if (last !== undefined) (parent as Record<string | number, unknown>)[last] = value;
    return copy;
  });
}

/** Whether a drift marker survived into a value the client returned. */
function hasMarker(value: unknown): boolean {
  if (value instanceof DriftMarker) return true;
  if (typeof value !== "object" || value === null) return false;
  return Object.values(value).some(hasMarker);
}

describe("for arbitrary JSON bodies and statuses", () => {
  it("the client returns a value of the call's type or throws one of its typed errors, never anything else", async () => {
    const scenario = fc
      .record({
        call: fc.constantFrom(...calls),
        status: fc.oneof(
          { arbitrary: fc.constant(200), weight: 4 },
          {
            arbitrary: fc.constantFrom(201, 203, 400, 401, 403, 404, 406, 409, 500, 503),
            weight: 3,
          },
        ),
        token: fc.option(fc.constant("tok"), { nil: undefined }),
        strict: fc.boolean(),
        raw: fc.boolean(),
      })
      .chain((base) =>
        fc.record({
          base: fc.constant(base),
          body: fc.oneof(json, fc.constant(base.call.valid), mutated(base.call.valid)),
          text: fc.string(),
        }),
      );
    // Each report tagged with the client that made it: a client reports a drift once per endpoint and path.
    const reports: (SchemaDriftReport & { client: string })[] = [];
    const client = (strict: boolean, token: string | undefined) =>
      createClient({
        baseUrl: server.baseUrl,
        retry: 0,
        strict,
        onSchemaDrift: (report) =>
          reports.push({ ...report, client: `${String(strict)} ${String(token)}` }),
        ...(token ? { context: { token } } : {}),
      });
    const clients = {
      strict: { signedIn: client(true, "tok"), signedOut: client(true, undefined) },
      tolerant: { signedIn: client(false, "tok"), signedOut: client(false, undefined) },
    };
    let successes = 0;
    let tolerated = 0;
    await fc.assert(
      fc.asyncProperty(scenario, async ({ base, body, text }) => {
        next = base.raw ? { status: base.status, raw: text } : { status: base.status, body };
        const mode = base.strict ? clients.strict : clients.tolerant;
        const before = reports.length;
        try {
          const value = await base.call.run(base.token ? mode.signedIn : mode.signedOut);
          successes += 1;
          expect(base.status).toBeLessThan(300);
          expect(hasMarker(value)).toBe(false);
          expect(base.call.schema.safeParse(value).success).toBe(true);
          if (!base.strict && !base.call.schema.safeParse(body).success) tolerated += 1;
        } catch (error) {
          expect(isApiClientError(error)).toBe(true);
        }
        if (base.strict) expect(reports.length).toBe(before);
      }),
      { numRuns: 1000 },
    );
    expect(successes).toBeGreaterThan(100);
    // Tolerant mode answered bodies its schema alone rejects, and reported each drift once per endpoint and path.
    expect(tolerated).toBeGreaterThan(0);
    const keys = reports.map(
      (report) => `${report.client} ${report.endpoint} ${report.path.replace(/\d+/g, "*")}`,
    );
    expect(new Set(keys).size).toBe(keys.length);
  }, 120_000);
});

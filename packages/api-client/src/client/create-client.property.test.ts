import type { z } from "zod";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { CannedResponse, TestServer } from "../testing/test-server";
import type { ApiClient } from "./create-client";
import { getCart } from "../endpoints/cart";
import { getBanners, search } from "../endpoints/catalogue";
import { getConfig, getZoneId } from "../endpoints/config";
import { trackOrder } from "../endpoints/orders";
import { isApiClientError } from "../errors/api-client-error";
import { bannersResponseSchema } from "../schemas/banner";
import { cartSchema } from "../schemas/cart";
import { configSchema } from "../schemas/config";
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

/** A valid body with one field (at any depth of the first level) replaced by arbitrary JSON. */
function mutated(valid: unknown): fc.Arbitrary<unknown> {
  if (typeof valid !== "object" || valid === null) return json;
  const keys = Object.keys(valid);
  return fc.record({ key: fc.constantFrom(...keys), value: json }).map(({ key, value }) => {
    const copy: Record<string, unknown> = Array.isArray(valid) ? { ...valid } : { ...valid };
    copy[key] = value;
    return Array.isArray(valid) ? Object.values(copy) : copy;
  });
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
        raw: fc.boolean(),
      })
      .chain((base) =>
        fc.record({
          base: fc.constant(base),
          body: fc.oneof(json, fc.constant(base.call.valid), mutated(base.call.valid)),
          text: fc.string(),
        }),
      );
    const signedIn = createClient({ baseUrl: server.baseUrl, retry: 0, context: { token: "tok" } });
    const signedOut = createClient({ baseUrl: server.baseUrl, retry: 0 });
    let successes = 0;
    await fc.assert(
      fc.asyncProperty(scenario, async ({ base, body, text }) => {
        next = base.raw ? { status: base.status, raw: text } : { status: base.status, body };
        const client = base.token ? signedIn : signedOut;
        try {
          const value = await base.call.run(client);
          successes += 1;
          expect(base.status).toBeLessThan(300);
          expect(base.call.schema.safeParse(value).success).toBe(true);
        } catch (error) {
          expect(isApiClientError(error)).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
    expect(successes).toBeGreaterThan(100);
  }, 120_000);
});

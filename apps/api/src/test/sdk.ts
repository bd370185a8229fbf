import type { Hono } from "hono";

import type { ApiClient, RequestContext } from "@marketplace/api-client";
import { createClient } from "@marketplace/api-client";

import type { AppEnv } from "../lib/app-env";

/**
 * An SDK client whose requests go straight into the app (no network): every call parses the
 * response with the SDK's own schema, which is what the contract tests assert.
 */
export function sdkClient(app: Hono<AppEnv>, context: RequestContext = {}): ApiClient {
  return createClient({
    baseUrl: "http://api.test/api/v1",
    context,
    retry: 0,
    fetch: async (input, init) => app.fetch(new Request(input, init)),
  });
}

/** The demo city's Old Town (zone 1), with all three zones and the food module. */
export const foodContext: RequestContext = {
  zoneIds: [1, 2, 3],
  moduleId: 4,
  latitude: 23.79,
  longitude: 90.4,
  language: "en",
};
export const groceryContext: RequestContext = { ...foodContext, moduleId: 1 };
export const pharmacyContext: RequestContext = { ...foodContext, moduleId: 2 };
export const shopContext: RequestContext = { ...foodContext, moduleId: 3 };
export const parcelContext: RequestContext = { ...foodContext, moduleId: 5 };

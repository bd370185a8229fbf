import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { TestServer } from "../testing/test-server";
import { createClient } from "../client/create-client";
import { isApiClientError } from "../errors/api-client-error";
import { isHttpError } from "../errors/http-error";
import { isProviderError } from "../errors/provider-error";
import { startTestServer } from "../testing/test-server";
import { geocode, getDistance, placeAutocomplete, placeDetails } from "./config";
import { getPopularItems } from "./item-lists";
import { getWalletTransactions } from "./wallet";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
});
const client = () => createClient({ baseUrl: server.baseUrl, retry: 0 });

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a rejection");
}

const point = { lat: 23.81, lng: 90.41 };

const calls = [
  ["config/geocode-api", () => geocode(client(), point)],
  ["config/place-api-autocomplete", () => placeAutocomplete(client(), "Gulshan")],
  ["config/place-api-details", () => placeDetails(client(), "ChIJ1")],
  ["config/distance-api", () => getDistance(client(), point, point)],
] as const;

describe("Google passthrough endpoints", () => {
  it.each(calls)(
    "%s: a legacy REQUEST_DENIED with HTTP 200 throws ProviderError",
    async (path, run) => {
      server.route("GET", path, {
        body: { status: "REQUEST_DENIED", error_message: "The provided API key is invalid." },
      });
      const error = await caught(run());
      expect(isProviderError(error)).toBe(true);
      expect(isApiClientError(error)).toBe(true);
      expect(isHttpError(error)).toBe(false);
      if (!isProviderError(error)) return;
      expect(error.providerStatus).toBe("REQUEST_DENIED");
      expect(error.code).toBe("REQUEST_DENIED");
      expect(error.messages).toStrictEqual(["The provided API key is invalid."]);
      expect(error.url).toBe(`${server.baseUrl}/${path}`);
    },
  );

  it.each(calls)(
    "%s: a Places New / Routes { error: { code, message, status } } throws ProviderError",
    async (path, run) => {
      server.route("GET", path, {
        body: { error: { code: 403, message: "API key not valid.", status: "PERMISSION_DENIED" } },
      });
      const error = await caught(run());
      expect(isProviderError(error) && [error.providerStatus, error.messages[0]]).toStrictEqual([
        "PERMISSION_DENIED",
        "API key not valid.",
      ]);
    },
  );

  it("ZERO_RESULTS and empty bodies are empty results", async () => {
    server.route("GET", "config/geocode-api", [
      { body: { results: [], status: "ZERO_RESULTS" } },
      { raw: "" },
      { body: [] },
    ]);
    for (let index = 0; index < 3; index += 1) {
      expect((await geocode(client(), point)).results).toStrictEqual([]);
    }
    server.route("GET", "config/place-api-autocomplete", [
      { body: { predictions: [], status: "ZERO_RESULTS" } },
      { raw: "" },
      { body: {} },
    ]);
    for (let index = 0; index < 3; index += 1) {
      expect((await placeAutocomplete(client(), "zzzz")).predictions).toStrictEqual([]);
    }
    server.route("GET", "config/place-api-details", { raw: "" });
    expect((await placeDetails(client(), "none")).location_lat_lng).toBeNull();
  });
});

describe("un-paged list calls", () => {
  it("sends offset and limit by default and leaves out the ones the caller sets to null", async () => {
    server.route("GET", "items/popular", { body: { total_size: 0, products: [] } });
    server.route("GET", "customer/wallet/transactions", { body: { total_size: 0, data: [] } });
    await getPopularItems(client());
    await getPopularItems(client(), { offset: null, limit: null });
    await getWalletTransactions(client(), { limit: null });
    const [paged, unpaged, wallet] = server.requests;
    expect([paged?.query.get("offset"), paged?.query.get("limit")]).toStrictEqual(["1", "12"]);
    expect([unpaged?.query.has("offset"), unpaged?.query.has("limit")]).toStrictEqual([
      false,
      false,
    ]);
    expect(unpaged?.query.get("type")).toBe("all");
    expect([wallet?.query.get("offset"), wallet?.query.has("limit")]).toStrictEqual(["1", false]);
  });
});

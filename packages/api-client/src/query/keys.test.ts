import { describe, expect, it } from "vitest";

import type { RequestContext } from "../client/context";
import { createClient } from "../client/create-client";
import { cartQueryOptions } from "./cart-query";
import { categoriesQueryOptions } from "./category-queries";
import { configQueryOptions } from "./config-location-queries";
import { storeListQueryOptions } from "./items-stores";
import { marketplaceKeys } from "./keys";
import { geocodeQueryOptions, placeAutocompleteQueryOptions } from "./place-queries";

const base: RequestContext = { moduleId: 1, zoneIds: [1, 3], language: "en" };
const client = (context: RequestContext | (() => Promise<RequestContext>)) =>
  createClient({ baseUrl: "http://127.0.0.1:9/api/v1", context });

describe("query keys carry their scope", () => {
  it("differ when the module, a zone or the language changes", () => {
    const keys = [
      base,
      { ...base, moduleId: 4 },
      { ...base, zoneIds: [1] },
      { ...base, language: "ar" },
    ].map((context) => JSON.stringify(categoriesQueryOptions(client(context)).queryKey));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("do not depend on the order of the zones or on how the module id was written", () => {
    expect(categoriesQueryOptions(client({ ...base, zoneIds: [3, 1] })).queryKey).toEqual(
      categoriesQueryOptions(client({ ...base, moduleId: "1" })).queryKey,
    );
  });

  it("separate a signed-in cart from a guest's, whether the token is here or held by a proxy", () => {
    const guest = cartQueryOptions(client(base)).queryKey;
    const signedIn = cartQueryOptions(client({ ...base, token: "abc" })).queryKey;
    const viaProxy = cartQueryOptions(client({ ...base, hasSession: true })).queryKey;
    expect(signedIn).not.toEqual(guest);
    expect(viaProxy).toEqual(signedIn);
    expect(cartQueryOptions(client({ ...base, token: "null" })).queryKey).toEqual(guest);
  });

  it("take only the parts an answer depends on", () => {
    // The business config does not change with the module or the session…
    expect(configQueryOptions(client(base)).queryKey).toEqual(
      configQueryOptions(client({ ...base, moduleId: 2, token: "abc" })).queryKey,
    );
    // …but its language matters.
    expect(configQueryOptions(client(base)).queryKey).not.toEqual(
      configQueryOptions(client({ ...base, language: "ar" })).queryKey,
    );
    // A store list is the same for guests and signed-in visitors.
    expect(storeListQueryOptions(client(base), "popular").queryKey).toEqual(
      storeListQueryOptions(client({ ...base, token: "abc" }), "popular").queryKey,
    );
  });

  it("keep the resource prefix first, so invalidation by `marketplaceKeys` reaches every scope", () => {
    const key = categoriesQueryOptions(client(base)).queryKey;
    expect(key.slice(0, 2)).toEqual(marketplaceKeys.categories.all);
    expect(key.at(-1)).toEqual({ scope: { module: 1, zones: [1, 3], language: "en" } });
  });

  it("give place searches the config scope", () => {
    expect(placeAutocompleteQueryOptions(client(base), "Harbour").queryKey).toEqual([
      ...marketplaceKeys.config.placeAutocomplete("Harbour"),
      { scope: { zones: [1, 3], language: "en" } },
    ]);
    const reverse = geocodeQueryOptions(client(base), { lat: 1, lng: 2 });
    expect(reverse.meta).toEqual({ silent: true });
    expect(reverse.retry).toBe(false);
  });

  it("mark a key without scope when the client reads its context asynchronously", () => {
    const key = categoriesQueryOptions(client(() => Promise.resolve(base))).queryKey;
    expect(key.at(-1)).toEqual({ scope: null });
  });
});

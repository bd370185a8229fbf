import { describe, expect, it } from "vitest";

import { createClient } from "@marketplace/api-client";
import { marketplaceKeys } from "@marketplace/api-client/query";

import {
  geocodeQueryOptions,
  placeAutocompleteQueryOptions,
  placeDetailsQueryOptions,
} from "./place-queries";

const client = createClient({ baseUrl: "http://127.0.0.1:9/api/v1" });

describe("place query options", () => {
  it("key the search text and the point under the SDK's config keys", () => {
    expect(placeAutocompleteQueryOptions(client, "Harbour").queryKey).toEqual(
      marketplaceKeys.config.placeAutocomplete("Harbour"),
    );
    expect(geocodeQueryOptions(client, { lat: 23.79, lng: 90.4 }).queryKey).toEqual(
      marketplaceKeys.config.geocode(23.79, 90.4),
    );
  });

  it("keep every place query under the config prefix, so a config reset reaches them", () => {
    const key = placeDetailsQueryOptions(client, "place-7").queryKey;
    expect(key.slice(0, 2)).toEqual(marketplaceKeys.config.all);
    expect(key).toContain("place-7");
  });

  it("leave retries to the SDK client and keep a missing address quiet", () => {
    expect(placeAutocompleteQueryOptions(client, "x").retry).toBe(false);
    const reverse = geocodeQueryOptions(client, { lat: 1, lng: 2 });
    expect(reverse.retry).toBe(false);
    expect(reverse.meta).toEqual({ silent: true });
  });
});

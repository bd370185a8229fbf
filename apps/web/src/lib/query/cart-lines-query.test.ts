import { describe, expect, it } from "vitest";

import { createClient } from "@marketplace/api-client";
import { cartQueryOptions, marketplaceKeys } from "@marketplace/api-client/query";

import { cartLinesQueryOptions } from "./cart-lines-query";

describe("cartLinesQueryOptions", () => {
  it("reads the same cache entry as the SDK's cart query", () => {
    const client = createClient({ baseUrl: "http://127.0.0.1:9/api/v1" });
    expect(cartLinesQueryOptions(marketplaceKeys.cart.lines()).queryKey).toEqual(
      cartQueryOptions(client).queryKey,
    );
  });

  it("leaves retries to the SDK client", () => {
    expect(cartLinesQueryOptions(marketplaceKeys.cart.lines()).retry).toBe(false);
  });
});

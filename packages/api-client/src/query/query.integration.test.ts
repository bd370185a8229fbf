import { QueryClient } from "@tanstack/react-query";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { TestServer } from "../testing/test-server";
import { createClient } from "../client/create-client";
import { foodCartLineWire, groceryItemWire, trackedOrderWire } from "../testing/fixtures";
import { startTestServer } from "../testing/test-server";
import {
  cartQueryOptions,
  trackingRefetchInterval,
  trackOrderQueryOptions,
  wishlistQueryOptions,
} from "./account-orders";
import {
  bannersQueryOptions,
  cashbackOffersQueryOptions,
  categoriesQueryOptions,
  searchInfiniteQueryOptions,
} from "./catalogue";
import { marketplaceKeys } from "./keys";
import {
  addToCartMutationOptions,
  addToWishlistMutationOptions,
  mutationInvalidations,
  resetForContextChange,
} from "./mutations";
import { nextPageNumber } from "./paging";

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
const client = () =>
  createClient({ baseUrl: server.baseUrl, context: { zoneIds: [1], moduleId: 1, guestId: 1001 } });

describe("paging", () => {
  it("asks for page (pages fetched + 1) and stops after an empty page", () => {
    expect(nextPageNumber([1], [[1]])).toBe(2);
    expect(nextPageNumber([1], [[1], [1], [1]])).toBe(4);
    expect(nextPageNumber([], [[1], []])).toBeUndefined();
  });

  it("walks the search pages until an empty one, 12 per page", async () => {
    server.route("GET", "get-combined-data", (request) => {
      const page = Number(request.query.get("offset"));
      return {
        body: {
          total_size: 2,
          limit: 12,
          offset: page,
          products: page <= 2 ? [groceryItemWire] : [],
        },
      };
    });
    const queryClient = new QueryClient();
    const data = await queryClient.fetchInfiniteQuery({
      ...searchInfiniteQueryOptions(client(), {
        list_type: "item",
        data_type: "searched",
        name: "milk",
      }),
      pages: 10,
    });
    expect(server.requests.map((request) => request.query.get("offset"))).toEqual(["1", "2", "3"]);
    expect(server.requests.every((request) => request.query.get("limit") === "12")).toBe(true);
    expect(data.pages).toHaveLength(3);
    queryClient.clear();
  });
});

describe("cache times and retries", () => {
  it("uses the spec's times: categories 5 min, featured 8 min, banners 5 min, cashback stale 10 s / cache 5 s, search cache 5 min", () => {
    const c = client();
    expect([categoriesQueryOptions(c).staleTime, categoriesQueryOptions(c).gcTime]).toEqual([
      300_000, 300_000,
    ]);
    expect([
      categoriesQueryOptions(c, true).staleTime,
      categoriesQueryOptions(c, true).gcTime,
    ]).toEqual([480_000, 480_000]);
    expect(bannersQueryOptions(c).staleTime).toBe(300_000);
    expect([cashbackOffersQueryOptions(c).staleTime, cashbackOffersQueryOptions(c).gcTime]).toEqual(
      [10_000, 5_000],
    );
    expect(searchInfiniteQueryOptions(c, { list_type: "item" }).gcTime).toBe(300_000);
  });

  it("never adds a TanStack retry on top of the client's", () => {
    const c = client();
    for (const options of [
      categoriesQueryOptions(c),
      searchInfiniteQueryOptions(c, { list_type: "store" }),
      trackOrderQueryOptions(c, 100045),
      cartQueryOptions(c),
    ]) {
      expect(options.retry).toBe(false);
    }
  });

  it("refetches tracking every 10 s until the order is delivered", () => {
    expect(trackingRefetchInterval({ order_status: "picked_up" })).toBe(10_000);
    expect(trackingRefetchInterval(undefined)).toBe(10_000);
    expect(trackingRefetchInterval({ order_status: "delivered" })).toBe(false);
  });

  it("tracks through the query client with hierarchical keys", async () => {
    server.route("GET", "customer/order/track", { body: trackedOrderWire });
    const queryClient = new QueryClient();
    const order = await queryClient.fetchQuery(
      trackOrderQueryOptions(client(), 100045, "+8801700000000"),
    );
    expect(order.id).toBe(100045);
    expect(
      queryClient.getQueryData(trackOrderQueryOptions(client(), 100045, "+8801700000000").queryKey),
    ).toEqual(order);
    queryClient.clear();
  });
});

describe("mutations", () => {
  it("writes the cart answered by add-to-cart into the cart query", async () => {
    server.route("POST", "customer/cart/add", { body: [foodCartLineWire] });
    const queryClient = new QueryClient();
    const options = addToCartMutationOptions(client(), queryClient);
    const cart = await queryClient
      .getMutationCache()
      .build(queryClient, options)
      .execute({ item_id: 7, model: "Item", price: 15, quantity: 2 });
    expect(queryClient.getQueryData(cartQueryOptions(client()).queryKey)).toEqual(cart);
    queryClient.clear();
  });

  it("invalidates what the table declares", async () => {
    server.route("POST", "customer/wish-list/add", { body: { message: "Added" } });
    const queryClient = new QueryClient();
    const wishlistKey = wishlistQueryOptions(client()).queryKey;
    const cartKey = cartQueryOptions(client()).queryKey;
    queryClient.setQueryData(wishlistKey, { item: [], store: [] });
    queryClient.setQueryData(cartKey, []);
    await queryClient
      .getMutationCache()
      .build(queryClient, addToWishlistMutationOptions(client(), queryClient))
      .execute({
        item_id: 7,
      });
    expect(mutationInvalidations.wishlist).toEqual([marketplaceKeys.wishlist.all]);
    expect(queryClient.getQueryState(wishlistKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(cartKey)?.isInvalidated).toBe(false);
    queryClient.clear();
  });

  it("drops every marketplace query when the context changes, and nothing else", async () => {
    const queryClient = new QueryClient();
    const categoriesKey = categoriesQueryOptions(client()).queryKey;
    queryClient.setQueryData(categoriesKey, []);
    queryClient.setQueryData(["other-app"], 1);
    await resetForContextChange(queryClient);
    expect(queryClient.getQueryData(categoriesKey)).toBeUndefined();
    expect(queryClient.getQueryData(["other-app"])).toBe(1);
    queryClient.clear();
  });

  it("scopes a factory's key by context and still invalidates by prefix", async () => {
    server.route("GET", "categories", (request) => ({
      body: [
        {
          id: Number(request.headers.moduleid),
          name: `Module ${String(request.headers.moduleid)}`,
        },
      ],
    }));
    const queryClient = new QueryClient();
    const forModule = (moduleId: number) =>
      categoriesQueryOptions(
        createClient({ baseUrl: server.baseUrl, context: { moduleId, language: "en" } }),
      );
    const [one, two] = await Promise.all([
      queryClient.fetchQuery(forModule(1)),
      queryClient.fetchQuery(forModule(2)),
    ]);
    expect([one[0]?.name, two[0]?.name]).toEqual(["Module 1", "Module 2"]);
    expect(forModule(2).queryKey).toEqual([
      ...marketplaceKeys.categories.list(false),
      { scope: { module: 2, zones: [], language: "en" } },
    ]);
    await queryClient.invalidateQueries({ queryKey: marketplaceKeys.categories.all });
    expect(queryClient.getQueryState(forModule(1).queryKey)?.isInvalidated).toBe(true);
    queryClient.clear();
  });
});

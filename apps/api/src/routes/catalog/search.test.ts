import { afterAll, beforeAll, describe, expect, it } from "vitest";

import * as sdk from "@marketplace/api-client";

import { isStoreOpen } from "../../catalog/store-hours";
import { buildDemoData } from "../../seed/build";
import { testNow } from "../../test/fixed-clock";
import { foodContext, groceryContext, sdkClient, shopContext } from "../../test/sdk";
import { createTestApp } from "../../test/test-db";

let setup: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  setup = await createTestApp();
});
afterAll(async () => {
  await setup.dispose();
});

/** The seed itself is the oracle: expected results are computed from the same demo data. */
const demo = buildDemoData(testNow);
const storeById = new Map(demo.stores.map((store) => [store.id, store]));
const moduleItems = (moduleId: number, zones = [1, 2, 3]) =>
  demo.items.filter(
    (item) =>
      item.moduleId === moduleId && zones.includes(storeById.get(item.storeId)?.zoneId ?? -1),
  );
const childIds = (parentId: number) => [
  parentId,
  ...demo.categories.filter((row) => row.parentId === parentId).map((row) => row.id ?? 0),
];

const food = () => sdkClient(setup.app, foodContext);
const search = (params: sdk.SearchParams, context = foodContext) =>
  sdk.search(sdkClient(setup.app, context), params);

describe("get-combined-data, items", () => {
  it("searches by name and counts every match", async () => {
    const answer = await search({
      list_type: "item",
      data_type: "searched",
      name: "pizza",
      limit: 12,
    });
    const expected = moduleItems(4).filter((item) => /pizza/i.test(item.name));
    expect(answer.total_size).toBe(expected.length);
    expect(answer.products?.every((item) => /pizza/i.test(item.name))).toBe(true);
    expect(answer.categories?.map((category) => category.name)).toEqual(["Pizza"]);
  });

  it("ranks names that start with the search text first", async () => {
    const answer = await search({
      list_type: "item",
      data_type: "searched",
      name: "chicken",
      limit: 50,
    });
    const names = answer.products?.map((item) => item.name) ?? [];
    const firstOther = names.findIndex((name) => !name.toLowerCase().startsWith("chicken"));
    expect(firstOther).toBeGreaterThan(0);
    expect(names.slice(firstOther).some((name) => name.toLowerCase().startsWith("chicken"))).toBe(
      false,
    );
  });

  it("pages with offset as a page number, without overlap", async () => {
    const first = await search({ list_type: "item", limit: 12, offset: 1 });
    const second = await search({ list_type: "item", limit: 12, offset: 2 });
    const both = await search({ list_type: "item", limit: 24, offset: 1 });
    expect(first.total_size).toBe(moduleItems(4).length);
    expect([...(first.products ?? []), ...(second.products ?? [])].map((item) => item.id)).toEqual(
      both.products?.map((item) => item.id),
    );
    const beyond = await search({ list_type: "item", limit: 12, offset: 999 });
    expect(beyond.products).toEqual([]);
    expect(beyond.total_size).toBe(first.total_size);
  });

  it("sorts by price low and high", async () => {
    const low = await search({ list_type: "item", filter: ["low"], limit: 30 });
    const prices = low.products?.map((item) => item.price) ?? [];
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices[0]).toBe(Math.min(...moduleItems(4).map((item) => item.price)));
    const high = await search({ list_type: "item", filter: ["high"], limit: 30 });
    expect(high.products?.[0]?.price).toBe(Math.max(...moduleItems(4).map((item) => item.price)));
  });

  it("filters by price range, rating and veg", async () => {
    const answer = await search({
      list_type: "item",
      min_price: 5,
      max_price: 9,
      rating_count: 4,
      type: "veg",
      limit: 100,
    });
    const expected = moduleItems(4).filter(
      (item) => item.price >= 5 && item.price <= 9 && (item.avgRating ?? 0) >= 4 && item.veg === 1,
    );
    expect(answer.total_size).toBe(expected.length);
    expect(new Set(answer.products?.map((item) => item.id))).toEqual(
      new Set(expected.map((item) => item.id)),
    );
  });

  it("filters by category (a parent includes its children) and by brand", async () => {
    const pizza = demo.categories.find((row) => row.name === "Pizza" && row.moduleId === 4);
    const answer = await search({
      list_type: "item",
      data_type: "category",
      category_ids: [pizza?.id ?? 0],
      limit: 50,
    });
    const ids = childIds(pizza?.id ?? 0);
    expect(answer.total_size).toBe(
      moduleItems(4).filter((item) => ids.includes(item.categoryId)).length,
    );
    const brand = demo.brands.find((row) => row.name === "Stride");
    const shoes = await search(
      { list_type: "item", data_type: "brand", brand_ids: [brand?.id ?? 0], limit: 50 },
      shopContext,
    );
    expect(shoes.total_size).toBe(
      moduleItems(3).filter((item) => item.brandId === brand?.id).length,
    );
    expect(shoes.total_size).toBeGreaterThan(0);
  });

  it("lists discounted and new items", async () => {
    const discounted = await search({ list_type: "item", data_type: "discounted", limit: 100 });
    expect(
      discounted.products?.every(
        (item) => (item.discount ?? 0) > 0 || (item.store_discount ?? 0) > 0,
      ),
    ).toBe(true);
    const fresh = await search({ list_type: "item", data_type: "new", limit: 100 });
    const dates = fresh.products?.map((item) => item.created_at ?? "") ?? [];
    expect(dates).toEqual([...dates].sort().reverse());
    expect(fresh.total_size).toBeLessThan(moduleItems(4).length);
  });

  it("keeps only items of stores open now with currently_open", async () => {
    const answer = await search({ list_type: "item", filter: ["currently_open"], limit: 100 });
    const openStores = demo.stores.filter((store) =>
      isStoreOpen(
        { ...store, active: store.active ?? true, status: 1 } as Parameters<typeof isStoreOpen>[0],
        demo.storeSchedules.filter((row) => row.storeId === store.id) as Parameters<
          typeof isStoreOpen
        >[1],
        testNow,
      ),
    );
    const expected = moduleItems(4).filter((item) =>
      openStores.some((store) => store.id === item.storeId),
    );
    expect(answer.total_size).toBe(expected.length);
    expect(answer.total_size).toBeLessThan(moduleItems(4).length);
  });

  it("scopes results to the zoneId header", async () => {
    const answer = await search(
      { list_type: "item", limit: 100 },
      { ...foodContext, zoneIds: [3] },
    );
    expect(answer.total_size).toBe(moduleItems(4, [3]).length);
    expect(answer.products?.every((item) => item.zone_id === 3)).toBe(true);
  });

  it("answers 403 validation envelopes for bad parameters", async () => {
    const response = await setup.app.request("/api/v1/get-combined-data?limit=12", {
      headers: { moduleId: "4", zoneId: "[1]" },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      errors: [{ code: "list_type", message: "The list type field is invalid." }],
    });
    const noCategory = await setup.app.request(
      "/api/v1/get-combined-data?list_type=item&data_type=category",
      {
        headers: { moduleId: "4", zoneId: "[1]" },
      },
    );
    expect(noCategory.status).toBe(403);
  });
});

describe("get-combined-data, stores", () => {
  it("searches stores by name", async () => {
    const answer = await search(
      { list_type: "store", data_type: "searched", name: "golden" },
      groceryContext,
    );
    expect(answer.stores?.map((store) => store.name)).toEqual(["Golden Crust Bakery"]);
  });

  it("filters free delivery and rating, sorts top rated", async () => {
    const answer = await search({
      list_type: "store",
      filter: ["free_delivery", "top_rated"],
      rating_count: 3,
      limit: 50,
    });
    const expected = demo.stores.filter(
      (store) => store.moduleId === 4 && store.freeDelivery && (store.avgRating ?? 0) >= 3,
    );
    expect(answer.total_size).toBe(expected.length);
    expect(answer.stores?.every((store) => store.free_delivery)).toBe(true);
  });

  it("sorts nearby by distance from the request's coordinates", async () => {
    const answer = await search({ list_type: "store", filter: ["nearby"], limit: 50 });
    const open = answer.stores?.filter((store) => store.open) ?? [];
    const distances = open.map((store) => store.distance ?? 0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it("lists stores selling a category", async () => {
    const sushi = demo.categories.find((row) => row.name === "Sushi");
    const answer = await search({
      list_type: "store",
      data_type: "category",
      category_ids: [sushi?.id ?? 0],
      limit: 50,
    });
    const expected = new Set(
      moduleItems(4)
        .filter((item) => item.categoryId === sushi?.id)
        .map((item) => item.storeId),
    );
    expect(new Set(answer.stores?.map((store) => store.id))).toEqual(expected);
  });
});

describe("items/search", () => {
  it("matches the listing search for the same name", async () => {
    const viaItems = await sdk.searchItems(food(), { name: "burger", limit: 50 });
    const viaListing = await search({
      list_type: "item",
      data_type: "searched",
      name: "burger",
      limit: 50,
    });
    expect(viaItems.total_size).toBe(viaListing.total_size);
  });
});

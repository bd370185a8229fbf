import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { TestServer } from "../testing/test-server";
import { createClient } from "../client/create-client";
import { foodItemWire, groceryItemWire, storeWire } from "../testing/fixtures";
import { startTestServer } from "../testing/test-server";
import { getBanners, getCategories, getPromotionalBanners, search } from "./catalogue";
import { getItemDetails, getRecommendedItems, searchItemsAndStores } from "./items";
import { getFlashSale, getFlashSaleItems } from "./promotions";
import { getStoreDetails, getStores } from "./stores";

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
  createClient({ baseUrl: server.baseUrl, retry: 0, context: { zoneIds: [1], moduleId: 2 } });

describe("catalogue", () => {
  it("parses items with every quirk: '' food variations, decimal-string option prices, string category ids, 0/1 flags", async () => {
    server.route("GET", "get-combined-data", {
      body: { total_size: 2, limit: "12", offset: "1", products: [foodItemWire, groceryItemWire] },
    });
    const page = await search(client(), {
      list_type: "item",
      data_type: "searched",
      name: "rice",
      category_ids: [12, 14],
      filter: ["top_rated"],
    });
    const [food, grocery] = page.products ?? [];
    expect(food?.food_variations?.[0]?.values.map((value) => value.optionPrice)).toEqual([0, 2.5]);
    expect(food?.category_ids).toEqual([{ id: 12, position: 1 }]);
    expect([food?.veg, food?.recommended, food?.halal_tag_status, food?.schedule_order]).toEqual([
      false,
      true,
      true,
      true,
    ]);
    expect(food?.store_specific_extra).toBe("kept");
    expect(grocery?.price).toBe(1.99);
    expect(grocery?.store_id).toBe(4);
    expect(grocery?.food_variations).toEqual([]);
    expect(grocery?.add_ons).toEqual([]);
    expect(page.limit).toBe(12);
    const query = server.requests[0]?.query;
    expect(query?.get("category_ids")).toBe("[12,14]");
    expect(query?.get("filter")).toBe('["top_rated"]');
    expect(query?.get("limit")).toBe("12");
    expect(query?.get("offset")).toBe("1");
  });

  it("sends name only when data_type is searched", async () => {
    server.route("GET", "get-combined-data", { body: { total_size: 0, stores: [] } });
    await search(client(), { list_type: "store", data_type: "discounted", name: "ignored" });
    expect(server.requests[0]?.query.has("name")).toBe(false);
  });

  it("parses stores: 0/1 and boolean flags, numeric-string coordinates, closed opening time", async () => {
    server.route("GET", "stores/get-stores/all", {
      body: { total_size: 1, limit: 20, offset: 1, stores: [storeWire] },
    });
    const { stores } = await getStores(client(), "all", { store_type: "all" });
    expect(stores[0]).toMatchObject({
      featured: true,
      active: true,
      open: false,
      free_delivery: false,
      take_away: true,
      latitude: 23.8103,
      current_opening_time: "closed",
      discount: null,
    });
    expect(server.requests[0]?.query.get("limit")).toBe("20");
  });

  it("reads store details `{}` as null", async () => {
    server.route("GET", "stores/details/missing", { body: {} });
    expect(await getStoreDetails(client(), "missing")).toBeNull();
  });

  it("reads recommended items under `items` with the spec's defaults", async () => {
    server.route("GET", "items/recommended", {
      body: { total_size: 1, limit: 15, offset: 1, items: [groceryItemWire] },
    });
    const { items } = await getRecommendedItems(client());
    expect(items[0]?.name).toBe("Fresh Milk 1L");
    expect(Object.fromEntries(server.requests[0]?.query ?? [])).toMatchObject({
      filter: "all",
      limit: "15",
      offset: "1",
    });
  });

  it("parses item details with store_details", async () => {
    server.route("GET", "items/details/chicken-biryani", {
      body: { ...foodItemWire, store_details: storeWire },
    });
    const item = await getItemDetails(client(), "chicken-biryani");
    expect(item.store_details?.name).toBe("Spice House");
  });

  it("keeps the item's reviews with their photos; a malformed review list drops alone", async () => {
    const photo = "https://cdn.example/storage/review/rice.svg";
    server.route("GET", "items/details/7", [
      {
        body: {
          ...foodItemWire,
          reviews: [
            {
              id: "41",
              item_id: 7,
              rating: "5",
              comment: "Fresh and delicious!",
              customer_name: "Amira Hassan",
              attachment: ["rice.svg"],
              attachment_full_url: [photo],
              created_at: "2026-11-20T10:00:00.000Z",
            },
          ],
        },
      },
      { body: { ...foodItemWire, reviews: "none" } },
    ]);
    const item = await getItemDetails(client(), 7);
    expect(
      item.reviews?.map((review) => [review.id, review.rating, review.attachment_full_url]),
    ).toEqual([[41, 5, [photo]]]);
    const drifted = await getItemDetails(client(), 7);
    expect([drifted.name, drifted.reviews]).toEqual([foodItemWire.name, undefined]);
  });

  it("parses search suggestions: items and stores with names", async () => {
    server.route("GET", "items/item-or-store-search", {
      body: {
        items: [{ id: 7, name: "Chicken Biryani", image: "7.png" }],
        stores: [{ id: 3, name: "Spice House" }],
      },
    });
    const suggestions = await searchItemsAndStores(client(), "chi");
    expect([suggestions.items[0]?.name, suggestions.stores[0]?.name]).toEqual([
      "Chicken Biryani",
      "Spice House",
    ]);
  });

  it("parses banners and reads the error answer [] as empty lists", async () => {
    server.route("GET", "banners", [
      {
        body: {
          campaigns: [{ id: 1, title: "Eid", image_full_url: "e.png" }],
          banners: [
            {
              id: 2,
              title: "Deal",
              type: "store_wise",
              image_full_url: "d.png",
              store: { id: 3, slug: "spice-house", zone_id: 1 },
            },
          ],
        },
      },
      { body: [] },
    ]);
    const first = await getBanners(client());
    expect(first.banners[0]?.store?.slug).toBe("spice-house");
    expect(await getBanners(client())).toEqual({ campaigns: [], banners: [] });
  });

  it("parses categories with childes and reads featured", async () => {
    server.route("GET", "categories", {
      body: [
        {
          id: 12,
          name: "Rice",
          featured: "1",
          childes: [{ id: 13, name: "Basmati", parent_id: "12" }],
        },
      ],
    });
    const [rice] = await getCategories(client(), { featured: true });
    expect(rice?.childes?.[0]?.parent_id).toBe(12);
    expect(server.requests[0]?.query.get("featured")).toBe("1");
  });

  it("parses promotional banners as a flat map or as parcel banners", async () => {
    server.route("GET", "other-banners", [
      {
        body: {
          bottom_section_banner: "b.png",
          bottom_section_banner_full_url: "https://cdn/b.png",
        },
      },
      {
        body: {
          banners: [{ id: 1, key: "parcel", value: "p.png", value_full_url: "https://cdn/p.png" }],
        },
      },
    ]);
    expect((await getPromotionalBanners(client())).bottom_section_banner_full_url).toBe(
      "https://cdn/b.png",
    );
    expect((await getPromotionalBanners(client())).banners?.[0]?.value_full_url).toBe(
      "https://cdn/p.png",
    );
  });

  it("reads a missing flash sale as null and parses flash-sale items", async () => {
    server.route("GET", "flash-sales", { body: [] });
    server.route("GET", "flash-sales/items", {
      body: {
        total_size: 1,
        limit: 15,
        offset: 1,
        flash_sale: { id: 1, start_date: "2026-11-20", end_date: "2026-11-30" },
        products: [
          { id: 5, item_id: 8, stock: 20, sold: "5", available_stock: 15, item: groceryItemWire },
        ],
      },
    });
    expect(await getFlashSale(client())).toBeNull();
    const { products } = await getFlashSaleItems(client(), 1);
    expect(products[0]?.sold).toBe(5);
  });
});

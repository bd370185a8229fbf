import { afterAll, beforeAll, describe, expect, it } from "vitest";

import * as sdk from "@marketplace/api-client";

import {
  foodContext,
  groceryContext,
  parcelContext,
  pharmacyContext,
  sdkClient,
  shopContext,
} from "../../test/sdk";
import { createTestApp } from "../../test/test-db";

let setup: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  setup = await createTestApp();
});
afterAll(async () => {
  await setup.dispose();
});

const food = () => sdkClient(setup.app, foodContext);
const grocery = () => sdkClient(setup.app, groceryContext);

describe("banners and content (parsed by the SDK)", () => {
  it("banners: campaigns plus banners of every type, with store and item links", async () => {
    const { banners, campaigns } = await sdk.getBanners(food());
    expect(new Set(banners.map((banner) => banner.type))).toEqual(
      new Set(["store_wise", "item_wise", "default"]),
    );
    expect(banners.find((banner) => banner.type === "store_wise")?.store?.id).toBeGreaterThan(0);
    expect(banners.find((banner) => banner.type === "item_wise")?.item?.image_full_url).toMatch(
      /\/storage\/product\//,
    );
    expect(campaigns.length).toBeGreaterThan(0);
    const featured = await sdk.getBanners(food(), { featured: true });
    expect(featured.campaigns).toEqual([]);
    expect(featured.banners.length).toBe(1);
  });

  it("banners work without a moduleId (all modules), other routes need it", async () => {
    const all = await sdk.getBanners(sdkClient(setup.app, { zoneIds: [1] }));
    expect(new Set(all.banners.map((banner) => banner.title)).size).toBeGreaterThan(4);
    const error = await sdk
      .getPopularItems(sdkClient(setup.app, { zoneIds: [1] }))
      .catch((caught: unknown) => caught);
    expect(sdk.isHttpError(error) && [error.status, error.code]).toEqual([403, "moduleId"]);
  });

  it("store banners, promotional banners, video content, why-choose, advertisements", async () => {
    expect(await sdk.getStoreBanners(food(), 1)).toEqual([]);
    const promo = await sdk.getPromotionalBanners(grocery());
    expect(promo.bottom_section_banner_full_url).toMatch(
      /\/storage\/promotional_banner\/grocery-bottom_section_banner\.svg$/,
    );
    const parcel = sdkClient(setup.app, parcelContext);
    expect((await sdk.getPromotionalBanners(parcel)).banners?.length).toBe(3);
    const video = await sdk.getVideoContent(parcel);
    expect(video.banner_contents).toHaveLength(6);
    expect(video.banner_image_full_url).toMatch(/parcel-how-it-works\.svg$/);
    expect((await sdk.getWhyChoose(parcel)).banners).toHaveLength(4);
    const ads = await sdk.getAdvertisements(food());
    expect(new Set(ads.map((ad) => ad.add_type))).toEqual(
      new Set(["video_promotion", "store_promotion"]),
    );
    expect(ads[0]?.store?.id).toBeGreaterThan(0);
  });
});

describe("categories, brands and conditions", () => {
  it("categories with children and counts; children, popular, items and stores of a category", async () => {
    const categories = await sdk.getCategories(food());
    const burgers = categories.find((category) => category.name === "Burgers");
    expect(burgers?.childes?.map((child) => child.name)).toEqual([
      "Beef Burgers",
      "Chicken & Veggie Burgers",
    ]);
    expect(burgers?.products_count).toBeGreaterThan(0);
    expect(
      (await sdk.getCategories(food(), { featured: true })).every((category) => category.featured),
    ).toBe(true);
    const id = burgers?.id ?? 0;
    expect((await sdk.getChildCategories(food(), id)).length).toBe(2);
    expect((await sdk.getPopularCategories(food())).length).toBeGreaterThan(3);
    const items = await sdk.getCategoryItems(food(), id, { limit: 5 });
    expect(items.products.length).toBe(5);
    expect(items.total_size).toBe(burgers?.products_count);
    const stores = await sdk.getCategoryStores(food(), id);
    expect(stores.stores.map((store) => store.name)).toContain("Burger Barn");
  });

  it("brands with item counts and a brand's items", async () => {
    const shop = sdkClient(setup.app, shopContext);
    const brands = await sdk.getBrands(shop);
    expect(brands.length).toBe(9);
    const brand = brands.find((entry) => (entry.items_count ?? 0) > 0);
    const items = await sdk.getBrandItems(shop, brand?.id ?? 0, { limit: 50 });
    expect(items.total_size).toBe(brand?.items_count);
  });

  it("common conditions (pharmacy) with counts and their items", async () => {
    const pharmacy = sdkClient(setup.app, pharmacyContext);
    const conditions = await sdk.getConditions(pharmacy);
    expect(conditions.map((condition) => condition.name)).toContain("Fever");
    expect((await sdk.getConditionList(pharmacy)).length).toBe(conditions.length);
    const fever = conditions.find((condition) => condition.name === "Fever");
    const items = await sdk.getConditionItems(pharmacy, fever?.id ?? 0, { limit: 20 });
    expect(items.total_size).toBe(fever?.items_count);
  });
});

describe("items", () => {
  it("popular, new arrivals, most reviewed, discounted, recommended, basic", async () => {
    const popular = await sdk.getPopularItems(food(), { limit: 10 });
    const counts = popular.products.map((item) => item.id);
    expect(counts.length).toBe(10);
    expect(popular.products[0]?.store_name).toBeTruthy();
    const arrivals = await sdk.getNewArrivals(food(), { limit: 5 });
    const dates = arrivals.products.map((item) => item.created_at ?? "");
    expect([...dates].sort().reverse()).toEqual(dates);
    const reviewed = await sdk.getMostReviewedItems(food(), { limit: 5 });
    const ratingCounts = reviewed.products.map((item) => item.rating_count ?? 0);
    expect([...ratingCounts].sort((a, b) => b - a)).toEqual(ratingCounts);
    const discounted = await sdk.getDiscountedItems(food(), { limit: 15 });
    expect(
      discounted.products.every(
        (item) => (item.discount ?? 0) > 0 || (item.store_discount ?? 0) > 0,
      ),
    ).toBe(true);
    const recommended = await sdk.getRecommendedItems(food(), { limit: 15, offset: 1 });
    expect(recommended.items.every((item) => item.recommended)).toBe(true);
    expect((await sdk.getBasicItems(food(), { offset: 1, limit: 12 })).products.length).toBe(12);
  });

  it("a store's items, suggestions, related items, condition items", async () => {
    const store = (await sdk.getPopularStores(food())).stores[0];
    const storeId = store?.id ?? 0;
    const storeItems = await sdk.getStoreItems(food(), {
      store_id: storeId,
      category_id: 0,
      offset: 1,
      limit: 50,
    });
    expect(storeItems.products.every((item) => item.store_id === storeId)).toBe(true);
    expect(storeItems.total_size).toBe(store?.total_items);
    const suggested = await sdk.getCartSuggestedItems(food(), { store_id: storeId });
    expect(suggested.items.every((item) => item.store_id === storeId)).toBe(true);
    const first = storeItems.products[0]?.id ?? 0;
    expect(
      (await sdk.getRelatedStoreItems(food(), first)).every(
        (item) => item.store_id === storeId && item.id !== first,
      ),
    ).toBe(true);
    expect((await sdk.getRelatedItems(food(), first)).length).toBeGreaterThan(0);
    const pharmacy = sdkClient(setup.app, pharmacyContext);
    const pharmacyStore = (await sdk.getPopularStores(pharmacy)).stores[0]?.id ?? 0;
    const conditionItems = await sdk.getStoreConditionItems(pharmacy, {
      store_id: pharmacyStore,
      offset: 1,
      limit: 20,
    });
    expect(conditionItems.products.every((item) => item.store_id === pharmacyStore)).toBe(true);
  });

  it("details carry food variations with decimal option prices, add-ons and the store", async () => {
    const pizza = (await sdk.searchItems(food(), { name: "Margherita" })).products[0];
    const details = await sdk.getItemDetails(food(), pizza?.slug ?? "");
    expect(details.food_variations?.[0]).toMatchObject({
      name: "Size",
      type: "single",
      required: "on",
    });
    expect(details.food_variations?.[0]?.values[1]?.optionPrice).toBe(2.5);
    expect(details.store_details?.id).toBe(pizza?.store_id);
    const missing = await sdk.getItemDetails(food(), 999_999).catch((caught: unknown) => caught);
    expect(sdk.isHttpError(missing) && missing.status).toBe(404);
  });

  it("non-food items carry variations, choice options, stock and limits; pharmacy generic names", async () => {
    const shop = sdkClient(setup.app, shopContext);
    const shirt = (await sdk.searchItems(shop, { name: "T-Shirt" })).products[0];
    expect(shirt?.choice_options?.map((option) => option.title)).toEqual(["Color", "Size"]);
    expect(shirt?.variations?.length).toBe(12);
    const pharmacy = sdkClient(setup.app, pharmacyContext);
    const amoxicillin = (await sdk.searchItems(pharmacy, { name: "Amoxicillin" })).products[0];
    expect(amoxicillin?.is_prescription_required).toBe(true);
    expect(amoxicillin?.generic_name).toEqual(["Amoxicillin"]);
    expect(amoxicillin?.maximum_cart_quantity).toBe(2);
  });

  it("search suggestions and item-or-store search", async () => {
    const suggestions = await sdk.getItemSearchSuggestions(food(), "pizza");
    expect(suggestions.products.every((entry) => /pizza/i.test(entry.name))).toBe(true);
    const both = await sdk.searchItemsAndStores(food(), "burger");
    expect(both.items.length).toBeGreaterThan(0);
    expect(both.stores.map((store) => store.name)).toContain("Burger Barn");
  });

  it("reviews and rating of an item", async () => {
    const item = (await sdk.getMostReviewedItems(food(), { limit: 1 })).products[0];
    const reviews = await sdk.getItemReviews(food(), item?.id ?? 0, { limit: 2, offset: 1 });
    expect(reviews.total_size).toBe(item?.rating_count);
    expect(reviews.reviews.length).toBe(2);
    expect(await sdk.getItemRating(food(), item?.id ?? 0)).toBe(item?.avg_rating);
  });

  it("the seed ships shoppers' photos with some reviews: details and the review list link them, and they load", async () => {
    // Sourdough Loaf (item 95): its latest review shows the loaf and the parcel it came in.
    const details = await sdk.getItemDetails(grocery(), 95);
    const photos = details.reviews?.flatMap((review) => review.attachment_full_url ?? []) ?? [];
    expect(photos).toEqual([
      expect.stringMatching(/\/storage\/review\/bread\.svg$/),
      expect.stringMatching(/\/storage\/review\/package\.svg$/),
    ]);
    const listed = await sdk.getItemReviews(grocery(), 95);
    expect(listed.reviews.flatMap((review) => review.attachment_full_url ?? [])).toEqual(photos);
    for (const photo of photos) {
      if (photo === null) throw new Error("a review photo without its address");
      const response = await setup.app.request(new URL(photo).pathname);
      expect([response.status, response.headers.get("content-type")]).toEqual([
        200,
        "image/svg+xml",
      ]);
    }
  });
});

describe("stores", () => {
  it("store lists: get-stores, latest, popular, discounted, top rated, recommended, top offers, search", async () => {
    const all = await sdk.getStores(food(), "all", { store_type: "all" });
    // 14 restaurants over the three zones, and 10 more in Old Town (seed/more-stores.ts).
    expect(all.total_size).toBe(24);
    const takeAway = await sdk.getStores(food(), "take_away");
    expect(takeAway.stores.every((store) => store.take_away)).toBe(true);
    const newly = await sdk.getStores(food(), "all", { store_type: "newly_joined" });
    expect(newly.total_size).toBeGreaterThan(0);
    expect(newly.total_size).toBeLessThan(all.total_size);
    const latest = await sdk.getLatestStores(food());
    const created = latest.stores.map((store) => store.created_at ?? "");
    expect([...created].sort().reverse()).toEqual(created);
    const popular = await sdk.getPopularStores(food());
    expect(popular.stores[0]?.open).toBe(true);
    expect((await sdk.getDiscountedStores(food())).total_size).toBeGreaterThan(0);
    const top = await sdk.getTopRatedStores(food());
    const ratings = top.stores.map((store) => store.avg_rating ?? 0);
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
    expect((await sdk.getRecommendedStores(food())).stores.every((store) => store.featured)).toBe(
      true,
    );
    const offers = await sdk.getTopOfferStores(food(), { sort_by: "asc" });
    const names = offers.stores.map((store) => store.name);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
    expect(
      (await sdk.searchStores(food(), { name: "sushi" })).stores.map((store) => store.name),
    ).toEqual(["Sakura Sushi House"]);
  });

  it("shows stores closed now (dinner-only, temporarily closed) with current_opening_time", async () => {
    const { stores } = await sdk.getStores(food(), "all", { limit: 30 });
    expect(stores).toHaveLength(24);
    const sushi = stores.find((store) => store.name === "Sakura Sushi House");
    expect(sushi?.open).toBe(false);
    expect(sushi?.current_opening_time).toBe("17:00");
    const closed = stores.find((store) => store.name === "Juice Junction");
    expect(closed?.active).toBe(false);
    expect(closed?.current_opening_time).toBe("closed");
    expect(stores.at(-1)?.open).toBe(false);
  });

  it("details, popular items and reviews of a store; distance from the request's coordinates", async () => {
    const details = await sdk.getStoreDetails(food(), "burger-barn");
    expect(details?.name).toBe("Burger Barn");
    expect(details?.distance).toBeGreaterThan(0);
    expect((await sdk.getStorePopularItems(food(), details?.id ?? 0)).length).toBeGreaterThan(0);
    const reviews = await sdk.getStoreReviews(food(), details?.id ?? 0);
    expect(reviews.every((review) => review.item?.store_id === details?.id)).toBe(true);
    expect(await sdk.getStoreDetails(food(), "no-such-store")).toBeNull();
  });
});

describe("promotions", () => {
  it("basic campaigns (running only) and their stores; item campaigns with date windows", async () => {
    const campaigns = await sdk.getBasicCampaigns(food());
    expect(campaigns.map((campaign) => campaign.title)).toEqual(["Weekend Feast", "Lunch Express"]);
    const details = await sdk.getBasicCampaignDetails(food(), campaigns[0]?.id ?? 0);
    expect(details.stores?.length).toBeGreaterThan(0);
    const items = await sdk.getItemCampaigns(food());
    expect(items.length).toBe(2);
    expect(items[0]?.available_date_starts).toBeTruthy();
  });

  it("answers 200 with errors for campaigns without a zone", async () => {
    const response = await setup.app.request("/api/v1/campaigns/basic", {
      headers: { moduleId: "4" },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      errors: [{ code: "zoneId", message: "Zone id is required!" }],
    });
  });

  it("flash sale with sold and stock, and its items page", async () => {
    const sale = await sdk.getFlashSale(grocery());
    expect(sale?.active_products?.length).toBe(8);
    const soldOut = sale?.active_products?.find((product) => product.available_stock === 0);
    expect(soldOut?.sold).toBe(soldOut?.stock);
    const page = await sdk.getFlashSaleItems(grocery(), sale?.id ?? 0, { limit: 5 });
    expect(page.total_size).toBe(8);
    expect(page.products.length).toBe(5);
    expect(page.products[0]?.item?.flash_sale).toBe(true);
  });

  it("coupons (running ones, zone and store rules) and cashback behind sign-in", async () => {
    const coupons = await sdk.getAllCoupons(grocery());
    const codes = coupons.map((coupon) => coupon.code);
    expect(codes).toContain("GROCERY10");
    expect(codes).not.toContain("GROCERYOLD");
    const northgateOnly = await sdk.getAllCoupons(
      sdkClient(setup.app, { ...groceryContext, zoneIds: [3] }),
    );
    expect(northgateOnly.map((coupon) => coupon.code)).not.toContain("GROCERYZONE15");
    const error = await sdk.getCashbackOffers(grocery()).catch((caught: unknown) => caught);
    expect(sdk.isHttpError(error) && error.status).toBe(401);
  });
});

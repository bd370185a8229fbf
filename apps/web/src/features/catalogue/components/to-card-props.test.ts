import { describe, expect, it } from "vitest";

import {
  couponSchema,
  flashSaleProductSchema,
  itemSchema,
  storeSchema,
} from "@marketplace/api-client";

import type { CardTexts } from "./card-texts-type";
import { endsAtFromWire } from "./ends-at-from-wire";
import { PLACEHOLDER_IMAGE } from "./placeholder-image";
import { toCampaignItemCard, toFlashSaleCardView, toItemCardView } from "./to-card-props";
import { toCouponCardProps } from "./to-coupon-card-props";
import { toStoreCardView } from "./to-store-card-view";

const usd = { symbol: "$", direction: "left", digits: 2 } as const;

// English texts as the catalogue words them (spec D §4, §9).
const texts: CardTexts = {
  free: "Free",
  discountPercent: (percent) => `${String(percent)}% off`,
  discountAmount: (text) => `${text} off`,
  ratingCount: (count) => `(${String(count)})`,
  rating: (value) => `Rated ${value} out of 5`,
  originalPrice: "Original price",
  distanceKm: (value) => `${value} km`,
  distanceOver: "1k+ km",
  fromYou: "From You",
  closedNow: "CLOSED NOW",
  freeDelivery: "Free Delivery",
  sold: (count) => `Sold: ${String(count)}`,
  available: (count) => `Available: ${String(count)}`,
  outOfStock: "Out of Stock",
  couponOff: (value) => `${value} off`,
  couponMin: (amount) => `Min purchase ${amount}`,
  productsCount: (count) => `${String(count)} products`,
  veg: "Veg",
  nonVeg: "Non-veg",
  organic: "Organic",
  halal: "Halal",
  recommend: "Recommend",
  notAvailableLater: "This is not available right now. You can order it later.",
  notAvailable: "This is not available right now.",
  hours: (starts, ends) => `Available ${starts} – ${ends}`,
};

const apple = itemSchema.parse({
  id: 7,
  name: "Fresh Red Apples From The Orchard Valley",
  slug: "fresh-red-apples",
  image_full_url: "http://api.test/storage/product/apple.png",
  price: 20,
  discount: 10,
  discount_type: "percent",
  store_id: 3,
  store_name: "Green Grocer",
  module_id: 1,
  avg_rating: 4.25,
  rating_count: 12,
});

describe("toItemCardView", () => {
  it("shows the discounted price with the original struck through and the percent badge", () => {
    const view = toItemCardView(apple, { currency: usd, moduleId: 1, texts });
    expect(view.price).toEqual({ kind: "single", current: "$18.00", original: "$20.00" });
    expect(view.discountText).toBe("10% off");
    expect(view.storeName).toBe("Green Grocer");
    expect(view.rating).toMatchObject({
      value: 4.25,
      countText: "(12)",
      label: `Rated ${view.rating?.valueText ?? ""} out of 5`,
    });
  });

  it("keeps the full name and passes the card the name cut to 25 characters", () => {
    const view = toItemCardView(apple, { currency: usd, moduleId: 1, texts });
    expect(view.name).toBe("Fresh Red Apples From The Orchard Valley");
    expect(view.shortName).toBe("Fresh Red Apples From The...");
  });

  it("serves API images from this origin and falls back to the placeholder", () => {
    expect(toItemCardView(apple, { currency: usd, moduleId: 1, texts }).imageUrl).toBe(
      "/storage/product/apple.png",
    );
    const bare = itemSchema.parse({ id: 8, name: "Salt", price: 1, store_id: 3 });
    expect(toItemCardView(bare, { currency: usd, moduleId: 1, texts }).imageUrl).toBe(
      PLACEHOLDER_IMAGE,
    );
  });

  it("shows 'Free' for a zero price, without a rating when nobody rated it", () => {
    const gift = itemSchema.parse({ id: 9, name: "Gift bag", price: 0, store_id: 3 });
    const view = toItemCardView(gift, { currency: usd, moduleId: 1, texts });
    expect(view.price).toEqual({ kind: "single", current: "Free" });
    expect(view.rating).toBeUndefined();
    expect(view.discountText).toBeUndefined();
  });
});

describe("toCampaignItemCard", () => {
  const special = itemSchema.parse({
    ...apple,
    id: 2,
    name: "Fresh Red Apples Special",
    slug: "fresh-red-apples-special-2",
    is_campaign: 1,
    available_date_starts: "2026-11-26",
    available_date_ends: "2026-12-08",
  });

  it("links the card to the campaign item's product page and Order Now to its checkout", () => {
    const card = toCampaignItemCard(special, {
      currency: usd,
      moduleId: 1,
      moduleType: "grocery",
      texts,
    });
    expect(card?.view.href).toBe(
      "/product/fresh-red-apples-special-2?module_id=1&product_type=campaign",
    );
    expect(card?.orderNowHref).toMatch(/^\/checkout\?page=campaign&line=/);
    expect(
      JSON.parse(new URL(card?.orderNowHref ?? "", "http://x").searchParams.get("line") ?? ""),
    ).toMatchObject({
      item_id: 2,
      model: "ItemCampaign",
      quantity: 1,
    });
  });

  it("opens the item dialog outside ecommerce and the product page in ecommerce", () => {
    const options = { currency: usd, moduleId: 1, texts };
    expect(toCampaignItemCard(special, { ...options, moduleType: "grocery" })?.quickView).toBe(
      true,
    );
    expect(toCampaignItemCard(special, { ...options, moduleType: "food" })?.quickView).toBe(true);
    const tee = itemSchema.parse({ ...special, module_id: 3, module_type: "ecommerce" });
    const card = toCampaignItemCard(tee, { ...options, moduleId: 3, moduleType: "ecommerce" });
    expect(card?.quickView).toBe(false);
    expect(card?.view.href).toBe(
      "/product/fresh-red-apples-special-2?module_id=3&product_type=campaign",
    );
  });
});

describe("toItemCardView badges and availability", () => {
  const pancakes = itemSchema.parse({
    id: 40,
    name: "Buttermilk Pancakes",
    image_full_url: null,
    price: 6,
    store_id: 9,
    module_id: 4,
    module_type: "food",
    veg: 1,
    available_time_starts: "07:00:00",
    available_time_ends: "11:30:00",
    schedule_order: false,
  });
  const at = (hours: number, minutes = 0) => new Date(2026, 0, 5, hours, minutes);

  it("marks food veg or non-veg, and nothing outside food", () => {
    expect(
      toItemCardView(pancakes, { currency: usd, moduleId: 4, texts, now: at(9) }),
    ).toMatchObject({
      veg: true,
      vegLabel: "Veg",
    });
    const burger = itemSchema.parse({ ...pancakes, id: 41, veg: 0 });
    expect(toItemCardView(burger, { currency: usd, moduleId: 4, texts, now: at(9) })).toMatchObject(
      {
        veg: false,
        vegLabel: "Non-veg",
      },
    );
    expect(toItemCardView(apple, { currency: usd, moduleId: 1, texts }).veg).toBeUndefined();
  });

  it("shows the Organic, Halal (when its tag is on) and Recommend badges", () => {
    const item = itemSchema.parse({
      ...apple,
      organic: 1,
      halal_tag_status: 1,
      is_halal: 1,
      recommended: 1,
    });
    expect(toItemCardView(item, { currency: usd, moduleId: 1, texts }).tags).toEqual([
      { label: "Organic", tone: "success" },
      { label: "Halal", tone: "success" },
      { label: "Recommend", tone: "soft" },
    ]);
    const untagged = itemSchema.parse({ ...apple, halal_tag_status: 0, is_halal: 1 });
    expect(toItemCardView(untagged, { currency: usd, moduleId: 1, texts }).tags).toBeUndefined();
  });

  it("food outside its hours shows the overlay with the hours, or 'order it later' with schedule_order", () => {
    expect(
      toItemCardView(pancakes, { currency: usd, moduleId: 4, texts, now: at(10) }).unavailable,
    ).toBeUndefined();
    expect(
      toItemCardView(pancakes, { currency: usd, moduleId: 4, texts, now: at(14) }).unavailable,
    ).toEqual({
      label: "This is not available right now.",
      detail: "Available 07:00 am – 11:30 am",
    });
    const schedulable = itemSchema.parse({ ...pancakes, schedule_order: true });
    expect(
      toItemCardView(schedulable, { currency: usd, moduleId: 4, texts, now: at(6, 59) })
        .unavailable,
    ).toEqual({ label: "This is not available right now. You can order it later." });
  });
});

describe("toFlashSaleCardView", () => {
  it("adds the sold / available progress", () => {
    const product = flashSaleProductSchema.parse({ id: 1, sold: 5, stock: 20, item: apple });
    const view = toFlashSaleCardView(product, { currency: usd, moduleId: 1, texts });
    expect(view?.flashSale).toEqual({
      percent: 25,
      soldText: "Sold: 5",
      availableText: "Available: 15",
      progressLabel: "Sold: 5",
    });
  });

  it("keeps the progress but offers no Add to Cart when nothing of the sale is left", () => {
    const product = flashSaleProductSchema.parse({
      id: 3,
      sold: 20,
      stock: 20,
      available_stock: 0,
      item: apple,
    });
    const view = toFlashSaleCardView(product, { currency: usd, moduleId: 1, texts });
    expect(view?.outOfStockText).toBe("Out of Stock");
    expect(view?.flashSale?.availableText).toBe("Available: 0");
    const left = flashSaleProductSchema.parse({
      id: 4,
      sold: 5,
      stock: 20,
      available_stock: 15,
      item: apple,
    });
    expect(
      toFlashSaleCardView(left, { currency: usd, moduleId: 1, texts })?.outOfStockText,
    ).toBeUndefined();
  });

  it("says 'Out of Stock' when the stock is 0", () => {
    const product = flashSaleProductSchema.parse({ id: 2, sold: 0, stock: 0, item: apple });
    const view = toFlashSaleCardView(product, { currency: usd, moduleId: 1, texts });
    expect(view?.outOfStockText).toBe("Out of Stock");
    expect(view?.flashSale).toBeUndefined();
  });
});

describe("toStoreCardView", () => {
  const store = storeSchema.parse({
    id: 3,
    name: "Green Grocer",
    slug: "green-grocer",
    address: "12 Lake Road",
    cover_photo_full_url: "http://api.test/storage/store/cover.png",
    distance: 1500,
    avg_rating: 4,
    rating_count: 3,
    free_delivery: true,
    active: true,
    open: 1,
  });

  it("shows the distance 'From You' outside food", () => {
    const view = toStoreCardView(store, { moduleType: "grocery", currency: usd, texts });
    expect(view.distanceText).toMatch(/ km From You$/);
    expect(view.freeDeliveryText).toBe("Free Delivery");
    expect(view.coverUrl).toBe("/storage/store/cover.png");
  });

  it("hides the distance in the food module", () => {
    const view = toStoreCardView(store, { moduleType: "food", currency: usd, texts });
    expect(view.distanceText).toBeUndefined();
  });
});

describe("toCouponCardProps", () => {
  it("titles the coupon '{value} off' with its minimum purchase", () => {
    const coupon = couponSchema.parse({
      id: 1,
      code: "SAVE10",
      title: "Weekend deal",
      discount: 10,
      discount_type: "percent",
      min_purchase: 20,
    });
    expect(toCouponCardProps(coupon, { currency: usd, texts })).toEqual({
      code: "SAVE10",
      title: "10% off",
      description: "Weekend deal",
      validityText: "Min purchase $20.00",
    });
  });
});

describe("endsAtFromWire", () => {
  it("joins a campaign's end date and end time", () => {
    expect(endsAtFromWire("2026-12-31", "18:30:00")).toBe(
      new Date(2026, 11, 31, 18, 30, 0).getTime(),
    );
  });
  it("reads a flash sale's date-time and ends a bare date at its last second", () => {
    expect(endsAtFromWire("2026-12-31 10:00:00")).toBe(new Date(2026, 11, 31, 10, 0, 0).getTime());
    expect(endsAtFromWire("2026-12-31")).toBe(new Date(2026, 11, 31, 23, 59, 59).getTime());
  });
  it("gives null without a readable date", () => {
    expect(endsAtFromWire(null)).toBeNull();
    expect(endsAtFromWire("soon")).toBeNull();
  });
});

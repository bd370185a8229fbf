import { describe, expect, it } from "vitest";

import type { Item } from "@marketplace/api-client";

import {
  campaignDates,
  itemCategoryChips,
  itemStoreHref,
  itemTagChips,
  optionStock,
} from "./item-facts";

// The demo seed's Yoga Backpack (Gadget Galaxy): Color × Size, Navy-M sold out.
const backpack: Pick<Item, "choice_options" | "variations"> = {
  choice_options: [
    { name: "choice_1", title: "Color", options: ["Black", "Navy"] },
    { name: "choice_2", title: "Size", options: ["S", "M"] },
  ],
  variations: [
    { type: "Black-S", price: 49.23, stock: 10 },
    { type: "Black-M", price: 49.23, stock: 51 },
    { type: "Navy-S", price: 49.23, stock: 20 },
    { type: "Navy-M", price: 49.23, stock: 0 },
  ],
};

const categories = [
  { id: 43, name: "Electronics", childes: [{ id: 44, name: "Phones & Computers" }] },
  { id: 52, name: "Sports & Toys", childes: [{ id: 53, name: "Sports" }] },
];

describe("itemCategoryChips", () => {
  it("names the main category then the sub-category, each linking to its category page", () => {
    const chips = itemCategoryChips(
      {
        category_ids: [
          { id: 53, position: 2 },
          { id: 52, position: 1 },
        ],
      },
      categories,
    );
    expect(chips).toEqual([
      { key: "category-52", label: "Sports & Toys", href: "/category/52" },
      { key: "category-53", label: "Sports", href: "/category/53" },
    ]);
  });

  it("leaves out ids the category list does not hold, and gives none without a list", () => {
    expect(itemCategoryChips({ category_ids: [{ id: 99, position: 1 }] }, categories)).toEqual([]);
    expect(itemCategoryChips({ category_ids: [{ id: 52, position: 1 }] }, undefined)).toEqual([]);
  });
});

describe("itemTagChips", () => {
  it("reads the wire's { id, tag } objects and plain strings, once each", () => {
    expect(
      itemTagChips({ tags: [{ id: 1, tag: "yoga" }, "organic", { id: 2, tag: "yoga" }, 3] }),
    ).toEqual([
      { key: "tag-yoga", label: "yoga" },
      { key: "tag-organic", label: "organic" },
    ]);
  });
});

describe("itemStoreHref", () => {
  it("uses the store's slug from the details", () => {
    expect(
      itemStoreHref({
        store_id: 20,
        module_id: 3,
        zone_id: 1,
        module_type: "ecommerce",
        store_details: { id: 20, slug: "gadget-galaxy", module_id: 3, zone_id: 1 },
      }),
    ).toBe("/store/gadget-galaxy?module_id=3&module_type=ecommerce&store_zone_id=1");
  });

  it("falls back to the item's store id", () => {
    expect(
      itemStoreHref({ store_id: 20, module_id: 3, zone_id: 1, module_type: "ecommerce" }),
    ).toBe("/store/20?module_id=3&module_type=ecommerce&store_zone_id=1");
  });
});

describe("optionStock", () => {
  it("gives the stock of the variation an option would select, keeping the other choices", () => {
    expect(optionStock(backpack, { Color: "Navy", Size: "S" }, "Size", "M")).toBe(0);
    expect(optionStock(backpack, { Color: "Black", Size: "S" }, "Size", "M")).toBe(51);
    expect(optionStock(backpack, { Color: "Black", Size: "M" }, "Color", "Navy")).toBe(0);
  });

  it("is null when no variation matches", () => {
    expect(optionStock(backpack, { Color: "Olive", Size: "S" }, "Size", "M")).toBeNull();
  });
});

describe("campaignDates", () => {
  it("writes a campaign item's first and last day in the page's language", () => {
    const item = { available_date_starts: "2026-11-26", available_date_ends: "2026-12-08" };
    expect(campaignDates(item, "en")).toEqual({ starts: "Nov 26, 2026", ends: "Dec 8, 2026" });
    const arabic = campaignDates(item, "ar");
    // Arabic writes the day before the month (ICU's medium date: 26/11/2026 or 26 نوفمبر 2026).
    expect(arabic?.starts).toMatch(/^26\D+(11|نوفمبر)\D+2026$/);
    expect(arabic?.ends).toMatch(/^0?8\D+(12|ديسمبر)\D+2026$/);
  });

  it("keeps the day of a date with a time, whatever the server's time zone", () => {
    expect(
      campaignDates(
        {
          available_date_starts: "2026-11-26 00:00:00",
          available_date_ends: "2026-12-08T23:59:00",
        },
        "en",
      ),
    ).toEqual({ starts: "Nov 26, 2026", ends: "Dec 8, 2026" });
  });

  it("answers null for an ordinary item or an unreadable date", () => {
    expect(campaignDates({}, "en")).toBeNull();
    expect(campaignDates({ available_date_starts: "2026-11-26" }, "en")).toBeNull();
    expect(
      campaignDates({ available_date_starts: "soon", available_date_ends: "2026-12-08" }, "en"),
    ).toBeNull();
    expect(
      campaignDates(
        { available_date_starts: "2026-13-40", available_date_ends: "2026-12-08" },
        "en",
      ),
    ).toBeNull();
  });
});

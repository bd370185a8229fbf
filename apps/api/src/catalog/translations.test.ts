import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import * as sdk from "@marketplace/api-client";

import { translations } from "../db/schema";
import { backfillTranslations } from "../seed";
import { buildDemoData } from "../seed/build";
import { testNow } from "../test/fixed-clock";
import { groceryContext, parcelContext, sdkClient } from "../test/sdk";
import { createTestApp } from "../test/test-db";

let setup: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  setup = await createTestApp();
});
afterAll(async () => {
  await setup.dispose();
});

const demo = buildDemoData(testNow);
const arabic = () => sdkClient(setup.app, { ...groceryContext, language: "ar" });
const english = () => sdkClient(setup.app, { ...groceryContext, language: "en" });
/** No `X-localization` header at all. */
const plain = () => {
  const { language: _language, ...context } = groceryContext;
  return sdkClient(setup.app, context);
};

const milk = demo.items.find((item) => item.name === "Whole Milk 1L");
const freshMart = demo.stores.find((store) => store.name === "FreshMart Old Town");

describe("catalogue texts in the request's language (X-localization)", () => {
  it("answers an item's name, description and store name in Arabic, English without the header", async () => {
    const id = milk?.id ?? 0;
    const ar = await sdk.getItemDetails(arabic(), id);
    expect(ar.name).toBe("حليب كامل الدسم 1 لتر");
    expect(ar.description).toMatch(/^حليب كامل الدسم 1 لتر: منتج منتقى بعناية/);
    expect(ar.store_name).not.toMatch(/[A-Za-z]/);
    const en = await sdk.getItemDetails(plain(), id);
    expect(en.name).toBe("Whole Milk 1L");
    expect(en.description).toBe(milk?.description);
    expect((await sdk.getItemDetails(english(), id)).name).toBe("Whole Milk 1L");
  });

  it("answers a store's name and address in Arabic", async () => {
    const id = freshMart?.id ?? 0;
    const ar = await sdk.getStoreDetails(arabic(), id);
    expect(ar?.name).toBe("فريش مارت البلدة القديمة");
    expect(ar?.address).toMatch(/^\d+ .+، البلدة القديمة، ليكشور$/);
    expect((await sdk.getStoreDetails(plain(), id))?.name).toBe("FreshMart Old Town");
  });

  it("answers category, brand and module names in Arabic", async () => {
    const categories = await sdk.getCategories(arabic());
    const fruits = categories.find((row) => row.name === "الفواكه");
    expect(fruits?.childes?.map((child) => child.name)).toEqual(
      expect.arrayContaining(["فواكه طازجة", "فواكه استوائية"]),
    );
    expect((await sdk.getCategories(plain())).map((row) => row.name)).toContain("Fruits");
    const brands = await sdk.getBrands(arabic());
    expect(brands.map((row) => row.name)).toContain("فارم فريش");
    expect((await sdk.getBrands(plain())).map((row) => row.name)).toContain("FarmFresh");
    const modules = await sdk.getModules(arabic());
    expect(modules.map((row) => row.module_name)).toEqual(
      expect.arrayContaining(["البقالة", "الصيدلية", "المتجر", "الطعام", "الطرود"]),
    );
  });

  it("answers campaign titles and descriptions, item campaigns and flash sales in Arabic", async () => {
    const campaigns = await sdk.getBasicCampaigns(arabic());
    const fresh = campaigns.find((row) => row.title === "توفير أسبوع الطازج");
    expect(fresh?.description).toBe("خصم حتى 25% على الفواكه والخضروات من المتاجر المحلية.");
    expect((await sdk.getBasicCampaigns(plain())).map((row) => row.title)).toContain(
      "Fresh Week Savings",
    );
    const itemCampaigns = await sdk.getItemCampaigns(arabic());
    expect(itemCampaigns.length).toBeGreaterThan(0);
    for (const row of itemCampaigns) expect(row.name).toMatch(/^عرض خاص: /);
    const sale = await sdk.getFlashSale(arabic());
    expect(sale?.title).toBe("عروض البقالة الخاطفة");
    const saleItem = sale?.active_products?.[0]?.item;
    expect(saleItem?.name).not.toMatch(/[A-Za-z]{3}/);
    expect((await sdk.getFlashSale(plain()))?.title).toBe("Grocery Flash Sale");
  });

  it("answers the parcel categories' names and descriptions in Arabic, English under en", async () => {
    const inArabic = sdkClient(setup.app, { ...parcelContext, language: "ar" });
    const inEnglish = sdkClient(setup.app, { ...parcelContext, language: "en" });
    const documents = demo.parcelCategories.find((row) => row.name === "Documents");
    const ar = await sdk.getParcelCategories(inArabic);
    const arDocuments = ar.find((row) => row.id === documents?.id);
    expect(arDocuments?.name).toBe("المستندات");
    expect(arDocuments?.description).toBe("الرسائل والعقود والأوراق، مختومة ومتتبَّعة.");
    expect(ar.length).toBe(demo.parcelCategories.length);
    for (const row of ar) expect(`${row.name} ${row.description ?? ""}`).not.toMatch(/[A-Za-z]/);
    const enDocuments = (await sdk.getParcelCategories(inEnglish)).find(
      (row) => row.id === documents?.id,
    );
    expect(enDocuments?.name).toBe("Documents");
    expect(enDocuments?.description).toBe("Letters, contracts and paperwork, sealed and tracked.");
  });

  it("lists and searches items and stores in Arabic", async () => {
    const popular = await sdk.getPopularItems(arabic(), { limit: 10 });
    for (const item of popular.products) expect(item.name).not.toMatch(/^[A-Za-z]/);
    const found = await sdk.searchItems(arabic(), { name: "حليب", limit: 20 });
    expect(found.products.map((item) => item.name)).toEqual(
      expect.arrayContaining(["حليب كامل الدسم 1 لتر"]),
    );
    const stores = await sdk.getStores(arabic(), "all", { limit: 50 });
    expect(stores.stores.map((store) => store.name)).toContain("فريش مارت البلدة القديمة");
    const suggestions = await sdk.searchItemsAndStores(arabic(), "فريش");
    expect(suggestions.stores.map((store) => store.name)).toContain("فريش مارت البلدة القديمة");
  });

  it("keeps English for a language without translations and for regional Arabic reads Arabic", async () => {
    const id = milk?.id ?? 0;
    const french = sdkClient(setup.app, { ...groceryContext, language: "fr" });
    expect((await sdk.getItemDetails(french, id)).name).toBe("Whole Milk 1L");
    const egyptian = sdkClient(setup.app, { ...groceryContext, language: "ar-EG" });
    expect((await sdk.getItemDetails(egyptian, id)).name).toBe("حليب كامل الدسم 1 لتر");
  });
});

describe("a demo database seeded before the translations table", () => {
  it("gets the seed's translations once, on start-up", async () => {
    const { db } = setup.database;
    await db.delete(translations);
    expect(await backfillTranslations(db, testNow)).toBe(true);
    const [row] = await db.select({ value: count() }).from(translations);
    expect(row?.value).toBe(demo.translations.length);
    expect(await backfillTranslations(db, testNow)).toBe(false);
  });
});

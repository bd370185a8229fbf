import { describe, expect, it } from "vitest";

import { translationModels } from "../../db/schema/translations";
import { buildDemoData } from "../build";
import { foodCatalogue } from "../catalogue-food";
import { groceryCatalogue } from "../catalogue-grocery";
import { conditionNames, pharmacyCatalogue } from "../catalogue-pharmacy";
import { shopCatalogue } from "../catalogue-shop";
import { moduleDefs } from "../modules";
import { arabicBrandNames } from "./brand-names";
import {
  arabicAddOnNames,
  arabicCategoryNames,
  arabicConditionNames,
  arabicModuleNames,
} from "./catalogue-names";
import { arabicItemNames } from "./item-names";
import { arabicStoreNames } from "./store-names";
import { arabicAddress } from "./translations";

const catalogues = [groceryCatalogue, pharmacyCatalogue, shopCatalogue, foodCatalogue];
const missing = (dictionary: Record<string, string>, names: string[]) =>
  names.filter((name) => !Object.hasOwn(dictionary, name));
const arabicLetters = /[\u0600-\u06ff]/;

describe("Arabic translations of the demo catalogue", () => {
  it("has an Arabic name for every product, store, brand, category, module, add-on and condition", () => {
    const products = catalogues.flatMap((catalogue) =>
      catalogue.categories.flatMap((category) =>
        category.children.flatMap((child) => child.products.map((product) => product.name)),
      ),
    );
    expect(products.length).toBeGreaterThan(200);
    expect(missing(arabicItemNames, products)).toEqual([]);
    expect(
      missing(
        arabicStoreNames,
        catalogues.flatMap((c) => c.stores.map((s) => s.name)),
      ),
    ).toEqual([]);
    expect(
      missing(
        arabicBrandNames,
        catalogues.flatMap((c) => c.brands),
      ),
    ).toEqual([]);
    const categories = catalogues.flatMap((catalogue) =>
      catalogue.categories.flatMap((category) => [
        category.name,
        ...category.children.map((child) => child.name),
      ]),
    );
    expect(missing(arabicCategoryNames, categories)).toEqual([]);
    expect(
      missing(
        arabicModuleNames,
        moduleDefs.map((def) => def.name),
      ),
    ).toEqual([]);
    expect(
      missing(
        arabicAddOnNames,
        catalogues.flatMap((c) => (c.addOns ?? []).map(([name]) => name)),
      ),
    ).toEqual([]);
    expect(missing(arabicConditionNames, [...conditionNames])).toEqual([]);
  });

  it("writes Arabic names and descriptions for every seeded row that shows them", () => {
    const data = buildDemoData(new Date("2026-11-21T00:00:00Z"));
    const keys = new Set(
      data.translations.map(
        (row) => `${row.translationableType}|${String(row.translationableId)}|${row.key}`,
      ),
    );
    const lacking = (
      model: keyof typeof translationModels,
      ids: (number | undefined)[],
      key: string,
    ) => ids.filter((id) => !keys.has(`${translationModels[model]}|${String(id)}|${key}`));
    expect(
      lacking(
        "item",
        data.items.map((row) => row.id),
        "name",
      ),
    ).toEqual([]);
    expect(
      lacking(
        "item",
        data.items.map((row) => row.id),
        "description",
      ),
    ).toEqual([]);
    expect(
      lacking(
        "store",
        data.stores.map((row) => row.id),
        "name",
      ),
    ).toEqual([]);
    expect(
      lacking(
        "store",
        data.stores.map((row) => row.id),
        "address",
      ),
    ).toEqual([]);
    expect(
      lacking(
        "brand",
        data.brands.map((row) => row.id),
        "name",
      ),
    ).toEqual([]);
    expect(
      lacking(
        "category",
        data.categories.map((row) => row.id),
        "name",
      ),
    ).toEqual([]);
    expect(
      lacking(
        "module",
        data.modules.map((row) => row.id),
        "module_name",
      ),
    ).toEqual([]);
    expect(
      lacking(
        "campaign",
        data.campaigns.map((row) => row.id),
        "title",
      ),
    ).toEqual([]);
    expect(
      lacking(
        "campaign",
        data.campaigns.map((row) => row.id),
        "description",
      ),
    ).toEqual([]);
    expect(
      lacking(
        "itemCampaign",
        data.itemCampaigns.map((row) => row.id),
        "title",
      ),
    ).toEqual([]);
    expect(
      lacking(
        "flashSale",
        data.flashSales.map((row) => row.id),
        "title",
      ),
    ).toEqual([]);
    for (const key of ["name", "description"])
      expect(
        lacking(
          "parcelCategory",
          data.parcelCategories.map((row) => row.id),
          key,
        ),
      ).toEqual([]);
    expect(keys.size).toBe(data.translations.length);
    expect(data.translations.every((row) => row.locale === "ar")).toBe(true);
    expect(data.translations.filter((row) => !arabicLetters.test(row.value))).toEqual([]);
  });

  it("reads store addresses into Arabic and refuses an unknown street", () => {
    expect(arabicAddress("12 Harbour Road, Old Town, Lakeshore")).toBe(
      "12 طريق الميناء، البلدة القديمة، ليكشور",
    );
    expect(() => arabicAddress("12 Nowhere Street, Old Town, Lakeshore")).toThrow(/Nowhere/);
  });
});

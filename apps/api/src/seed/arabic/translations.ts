/**
 * The Arabic translations of the demo catalogue (`translations` rows, locale `ar`): names of modules,
 * categories, brands, stores (and addresses), items (and their descriptions), add-ons, common
 * conditions, campaigns, item campaigns, flash sales and parcel categories (names and descriptions).
 * Built from the finished data set, without random draws, so the seed stays deterministic. A seeded
 * text without an Arabic entry is an error.
 */
import type { TranslationModel } from "../../db/schema/translations";
import type { ModuleType } from "../defs";
import type { DemoData } from "../demo-data";
import { translationModels } from "../../db/schema/translations";
import { arabicBrandNames } from "./brand-names";
import {
  arabicAddOnNames,
  arabicCategoryNames,
  arabicConditionNames,
  arabicModuleNames,
} from "./catalogue-names";
import { describeInArabic } from "./item-description";
import { arabicItemNames } from "./item-names";
import { arabicParcelCategories } from "./parcel-texts";
import {
  arabicCampaignTexts,
  arabicClearance,
  arabicFlashSaleTitle,
  arabicItemCampaign,
} from "./promotion-texts";
import { arabicPlaceNames, arabicStoreNames } from "./store-names";

/** The Arabic entry of `english` in `dictionary`; throws when there is none. */
export function arabicOf(
  dictionary: Record<string, string>,
  english: string,
  what: string,
): string {
  const value = Object.hasOwn(dictionary, english) ? dictionary[english] : undefined;
  if (value === undefined) throw new Error(`No Arabic ${what} for "${english}"`);
  return value;
}

/** "12 Harbour Road, Old Town, Lakeshore" in Arabic. */
export function arabicAddress(address: string): string {
  const match = /^(\d+) (.+), (.+), (.+)$/.exec(address);
  if (!match) throw new Error(`Unexpected store address "${address}"`);
  const [, number = "", street = "", district = "", city = ""] = match;
  return [
    `${number} ${arabicOf(arabicPlaceNames, street, "street")}`,
    arabicOf(arabicPlaceNames, district, "district"),
    arabicOf(arabicPlaceNames, city, "city"),
  ].join("، ");
}

export function addArabicTranslations(data: DemoData): void {
  const add = (model: TranslationModel, id: number | undefined, key: string, value: string) => {
    if (id === undefined) throw new Error(`A ${model} row without an id`);
    data.translations.push({
      id: data.translations.length + 1,
      translationableType: translationModels[model],
      translationableId: id,
      locale: "ar",
      key,
      value,
    });
  };
  const moduleArabic = new Map<number, string>();
  for (const module of data.modules) {
    const name = arabicOf(arabicModuleNames, module.moduleName, "module name");
    if (module.id !== undefined) moduleArabic.set(module.id, name);
    add("module", module.id, "module_name", name);
  }
  for (const category of data.categories)
    add("category", category.id, "name", arabicOf(arabicCategoryNames, category.name, "category"));
  const brandArabic = new Map<number, string>();
  for (const brand of data.brands) {
    const name = arabicOf(arabicBrandNames, brand.name, "brand");
    if (brand.id !== undefined) brandArabic.set(brand.id, name);
    add("brand", brand.id, "name", name);
  }
  const storeArabic = new Map<number, string>();
  for (const store of data.stores) {
    const name = arabicOf(arabicStoreNames, store.name, "store name");
    if (store.id !== undefined) storeArabic.set(store.id, name);
    add("store", store.id, "name", name);
    if (store.address) add("store", store.id, "address", arabicAddress(store.address));
  }
  const moduleTypes = new Map(data.modules.map((module) => [module.id, module.moduleType]));
  const moduleTypeOf = (moduleId: number): ModuleType => {
    const type = moduleTypes.get(moduleId);
    return type === "food" || type === "grocery" || type === "pharmacy" ? type : "ecommerce";
  };
  const itemDescriptions = new Map<string, string>();
  for (const item of data.items) {
    const name = arabicOf(arabicItemNames, item.name, "item name");
    const description = describeInArabic({
      moduleType: moduleTypeOf(item.moduleId),
      name,
      storeName: storeArabic.get(item.storeId) ?? "",
      brandName: item.brandId ? (brandArabic.get(item.brandId) ?? null) : null,
      unit: item.unit ?? null,
      generic: item.genericName ?? [],
    });
    itemDescriptions.set(`${String(item.storeId)}:${item.name}`, description);
    add("item", item.id, "name", name);
    add("item", item.id, "description", description);
  }
  for (const addOn of data.addOns)
    add("addOn", addOn.id, "name", arabicOf(arabicAddOnNames, addOn.name, "add-on"));
  for (const condition of data.commonConditions)
    add(
      "commonCondition",
      condition.id,
      "name",
      arabicOf(arabicConditionNames, condition.name, "condition"),
    );
  for (const campaign of data.campaigns) {
    const moduleName = data.modules.find((module) => module.id === campaign.moduleId)?.moduleName;
    const texts =
      campaign.title === `${moduleName ?? ""} Spring Clearance`
        ? arabicClearance(moduleArabic.get(campaign.moduleId) ?? "")
        : arabicCampaignTexts[campaign.title];
    if (!texts) throw new Error(`No Arabic campaign for "${campaign.title}"`);
    add("campaign", campaign.id, "title", texts.title);
    add("campaign", campaign.id, "description", texts.description);
  }
  for (const row of data.itemCampaigns) {
    const itemName = row.title.replace(/ Special$/, "");
    const description = itemDescriptions.get(`${String(row.storeId)}:${itemName}`);
    if (description === undefined) throw new Error(`No source item for "${row.title}"`);
    const texts = arabicItemCampaign(arabicOf(arabicItemNames, itemName, "item name"), description);
    add("itemCampaign", row.id, "title", texts.title);
    add("itemCampaign", row.id, "description", texts.description);
  }
  for (const category of data.parcelCategories) {
    const texts = arabicParcelCategories[category.name];
    if (!texts) throw new Error(`No Arabic parcel category for "${category.name}"`);
    add("parcelCategory", category.id, "name", texts.name);
    add("parcelCategory", category.id, "description", texts.description);
  }
  for (const sale of data.flashSales) {
    const moduleName = data.modules.find((module) => module.id === sale.moduleId)?.moduleName ?? "";
    const running = sale.title === `${moduleName} Flash Sale`;
    if (!running && sale.title !== `${moduleName} Midnight Sale`)
      throw new Error(`No Arabic flash sale title for "${sale.title}"`);
    add(
      "flashSale",
      sale.id,
      "title",
      arabicFlashSaleTitle(moduleArabic.get(sale.moduleId) ?? "", running),
    );
  }
}

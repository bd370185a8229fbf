/**
 * The shape of the demo data set (one array of rows per table, plus the images the rows refer to)
 * and the small helpers every part of the seed shares: dates relative to the seed's day and the
 * image registry.
 */
import type * as schema from "../db/schema";
import type { GalleryView } from "./item-gallery";

export type Insert<T extends { $inferInsert: unknown }> = T["$inferInsert"];

export interface DemoData {
  modules: Insert<typeof schema.modules>[];
  zones: Insert<typeof schema.zones>[];
  moduleZones: Insert<typeof schema.moduleZones>[];
  places: Insert<typeof schema.places>[];
  categories: Insert<typeof schema.categories>[];
  brands: Insert<typeof schema.brands>[];
  commonConditions: Insert<typeof schema.commonConditions>[];
  stores: Insert<typeof schema.stores>[];
  storeSchedules: Insert<typeof schema.storeSchedules>[];
  addOns: Insert<typeof schema.addOns>[];
  items: Insert<typeof schema.items>[];
  itemCampaigns: Insert<typeof schema.itemCampaigns>[];
  reviews: Insert<typeof schema.reviews>[];
  campaigns: Insert<typeof schema.campaigns>[];
  campaignStores: Insert<typeof schema.campaignStores>[];
  flashSales: Insert<typeof schema.flashSales>[];
  flashSaleItems: Insert<typeof schema.flashSaleItems>[];
  banners: Insert<typeof schema.banners>[];
  coupons: Insert<typeof schema.coupons>[];
  cashbacks: Insert<typeof schema.cashbacks>[];
  advertisements: Insert<typeof schema.advertisements>[];
  parcelCategories: Insert<typeof schema.parcelCategories>[];
  vehicles: Insert<typeof schema.vehicles>[];
  tipAmounts: Insert<typeof schema.tipAmounts>[];
  testimonials: Insert<typeof schema.testimonials>[];
  /** Vendor subscription packages offered at registration (`vendor/package-view`). */
  subscriptionPackages: Insert<typeof schema.subscriptionPackages>[];
  moduleContents: Insert<typeof schema.moduleContents>[];
  /** Arabic names and descriptions of the catalogue rows (`arabic/translations.ts`). */
  translations: Insert<typeof schema.translations>[];
  /** Every image file the data refers to, by storage folder, with what to draw. */
  images: ImageSpec[];
}

export type ImageSpec =
  | { folder: string; file: string; kind: "emoji"; emoji: string; background: string }
  | { folder: string; file: string; kind: "logo"; emoji: string; color: string; initials: string }
  | {
      folder: string;
      file: string;
      kind: "view";
      emoji: string;
      view: GalleryView;
      background: string;
    }
  | {
      folder: string;
      file: string;
      kind: "cover" | "banner";
      emoji: string;
      color: string;
      title: string;
      subtitle: string;
    };

export type ImageFn = (spec: ImageSpec) => string;
export type EmojiFn = (folder: string, emoji: string, background?: string) => string;

const pad = (value: number) => String(value).padStart(2, "0");
/** "YYYY-MM-DD" of now + days (UTC). */
export function dateOffset(now: Date, days: number): string {
  const date = new Date(now.getTime() + days * 86_400_000);
  return `${String(date.getUTCFullYear())}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}
/** An ISO timestamp (Postgres accepts it) of now + days. */
export function stampOffset(now: Date, days: number, hours = 0): string {
  return new Date(now.getTime() + days * 86_400_000 + hours * 3_600_000).toISOString();
}

/** An empty data set. */
export function emptyDemoData(): DemoData {
  return {
    modules: [],
    zones: [],
    moduleZones: [],
    places: [],
    categories: [],
    brands: [],
    commonConditions: [],
    stores: [],
    storeSchedules: [],
    addOns: [],
    items: [],
    itemCampaigns: [],
    reviews: [],
    campaigns: [],
    campaignStores: [],
    flashSales: [],
    flashSaleItems: [],
    banners: [],
    coupons: [],
    cashbacks: [],
    advertisements: [],
    parcelCategories: [],
    vehicles: [],
    tipAmounts: [],
    testimonials: [],
    subscriptionPackages: [],
    moduleContents: [],
    translations: [],
    images: [],
  };
}

/**
 * Registers each image once (by folder and file) and answers its file name: `image` for any drawn
 * picture, `emojiImage` for an emoji on a plain background.
 */
export function imageRegistry(data: DemoData): { image: ImageFn; emojiImage: EmojiFn } {
  const imageKeys = new Set<string>();
  const image = (spec: ImageSpec): string => {
    const key = `${spec.folder}/${spec.file}`;
    if (!imageKeys.has(key)) {
      imageKeys.add(key);
      data.images.push(spec);
    }
    return spec.file;
  };
  const emojiImage = (folder: string, emoji: string, background = "#F8F9FA") =>
    image({ folder, file: `${emoji}.svg`, kind: "emoji", emoji, background });
  return { image, emojiImage };
}

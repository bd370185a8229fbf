import { index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Translated texts of catalogue rows, as the production backend keeps them: one row per
 * (model, row id, locale, field). `translationable_type` names the model (`App\Models\Item`…); the
 * default language (English) stays in the row itself.
 */
export const translations = pgTable(
  "translations",
  {
    id: serial("id").primaryKey(),
    translationableType: text("translationable_type").notNull(),
    translationableId: integer("translationable_id").notNull(),
    locale: text("locale").notNull(),
    key: text("key").notNull(),
    value: text("value").notNull(),
  },
  (table) => [
    uniqueIndex("translations_unique").on(
      table.translationableType,
      table.translationableId,
      table.locale,
      table.key,
    ),
    index("translations_locale").on(table.locale),
  ],
);

/** The `translationable_type` of each translated model (the production backend's class names). */
export const translationModels = {
  module: "App\\Models\\Module",
  category: "App\\Models\\Category",
  brand: "App\\Models\\Brand",
  store: "App\\Models\\Store",
  item: "App\\Models\\Item",
  itemCampaign: "App\\Models\\ItemCampaign",
  campaign: "App\\Models\\Campaign",
  flashSale: "App\\Models\\FlashSale",
  addOn: "App\\Models\\AddOn",
  commonCondition: "App\\Models\\CommonCondition",
  parcelCategory: "App\\Models\\ParcelCategory",
} as const;

export type TranslationModel = keyof typeof translationModels;

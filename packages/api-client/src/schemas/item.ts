/** Items ("products" on the wire): food variations, add-ons, non-food variations and choice options. */
import * as z from "zod";

import { displayCount, displayFlag, displayStringList, displayText } from "./display";
import { secondary } from "./drift";
import {
  wireAmount,
  wireArray,
  wireEnum,
  wireFlag,
  wireId,
  wireNumber,
  wireOptionalId,
  wireString,
} from "./wire";

const text = z.string().nullish();
const amount = wireAmount;
const flag = wireFlag.optional();

/** `percent` or `amount`, as the backend spells it. */
export const discountTypeSchema = z.enum(["percent", "amount"]);
/** Discount kind of an item, a store discount or a coupon. */
export type DiscountType = z.infer<typeof discountTypeSchema>;
/** A discount kind on the wire: absent, null or `''` (free-delivery coupons) → null. */
export const wireDiscountType = wireEnum(["percent", "amount"]);

/** One value of a food variation; `optionPrice` arrives as a decimal string ("2.50") and is parsed as a decimal. */
export const foodVariationValueSchema = z.looseObject({
  label: wireString,
  optionPrice: wireNumber,
  isSelected: flag,
});
/** One value of a food variation. */
export type FoodVariationValue = z.infer<typeof foodVariationValueSchema>;

/** A food variation: `type` single or multi, `required` "on" or "off", `min`/`max` choices. */
export const foodVariationSchema = z.looseObject({
  name: wireString,
  type: z.enum(["single", "multi"]),
  min: amount,
  max: amount,
  required: z.preprocess(
    (value: unknown) => (value === true ? "on" : value === false || value === null ? "off" : value),
    z.enum(["on", "off"]),
  ),
  values: wireArray(foodVariationValueSchema),
});
/** A food variation. */
export type FoodVariation = z.infer<typeof foodVariationSchema>;

/** An add-on (food modules). `quantity` is set on cart lines' items. */
export const addOnSchema = z.looseObject({
  id: wireId,
  name: wireString,
  price: wireNumber,
  store_id: wireOptionalId,
  quantity: amount,
  status: flag,
});
/** An add-on. */
export type AddOn = z.infer<typeof addOnSchema>;

/** A non-food variation: `{ type, price, stock }`. */
export const itemVariationSchema = z.looseObject({
  type: wireString,
  price: wireNumber,
  stock: amount,
});
/** A non-food variation. */
export type ItemVariation = z.infer<typeof itemVariationSchema>;

/** A choice option: `{ name: "choice_1", title, options }`. */
export const choiceOptionSchema = z.looseObject({
  name: wireString.nullish(),
  title: wireString,
  options: wireArray(wireString),
});
/** A choice option. */
export type ChoiceOption = z.infer<typeof choiceOptionSchema>;

/** A category reference on an item: ids arrive as strings (`{ id: "12", position: 1 }`). */
export const itemCategoryRefSchema = z.looseObject({
  id: wireId,
  position: amount,
});
/** A category reference on an item. */
export type ItemCategoryRef = z.infer<typeof itemCategoryRefSchema>;

/** An item as `Helpers::product_data_formatting` sends it, campaign items included. */
export const itemSchema = z.looseObject({
  id: wireId,
  name: wireString,
  slug: displayText,
  title: displayText,
  description: displayText,
  image: displayText,
  image_full_url: displayText,
  images_full_url: secondary(wireArray(z.string().nullable())),
  price: wireNumber,
  discount: amount,
  discount_type: wireDiscountType,
  tax: amount,
  tax_type: text,
  store_discount: amount,
  restaurant_discount: amount,
  store_id: wireId,
  store_name: displayText,
  module_id: wireOptionalId,
  module_type: displayText,
  zone_id: wireOptionalId,
  unit_type: displayText,
  variations: wireArray(itemVariationSchema).optional(),
  food_variations: wireArray(foodVariationSchema).optional(),
  choice_options: wireArray(choiceOptionSchema).optional(),
  add_ons: secondary(wireArray(addOnSchema)),
  category_ids: secondary(wireArray(itemCategoryRefSchema)),
  category_id: wireOptionalId,
  veg: displayFlag,
  recommended: displayFlag,
  organic: displayFlag,
  flash_sale: flag,
  halal_tag_status: displayFlag,
  is_halal: displayFlag,
  is_prescription_required: flag,
  schedule_order: flag,
  is_campaign: flag,
  avg_rating: displayCount,
  rating_count: displayCount,
  whislists_count: displayCount,
  generic_name: displayStringList,
  nutritions_name: displayStringList,
  allergies_name: displayStringList,
  tags: secondary(wireArray(z.unknown())),
  stock: amount,
  maximum_cart_quantity: amount,
  min_delivery_time: displayCount,
  max_delivery_time: displayCount,
  available_time_starts: text,
  available_time_ends: text,
  available_date_starts: text,
  available_date_ends: text,
  created_at: displayText,
  updated_at: displayText,
});
/** An item. */
export type Item = z.infer<typeof itemSchema>;

/** A search suggestion entry: `{ name, image }`. */
export const itemSuggestionSchema = z.looseObject({
  id: wireId.optional(),
  name: wireString,
  image: text,
  image_full_url: text,
});
/** A search suggestion entry. */
export type ItemSuggestion = z.infer<typeof itemSuggestionSchema>;

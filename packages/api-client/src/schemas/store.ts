/** Stores as `Helpers::store_data_formatting` sends them. */
import * as z from "zod";

import { itemSchema, wireDiscountType } from "./item";
import {
  wireAmount,
  wireArray,
  wireFlag,
  wireId,
  wireNumber,
  wireOptionalId,
  wireString,
} from "./wire";

const text = z.string().nullish();
const amount = wireAmount;
const flag = wireFlag.optional();

/** A store's running discount: `{ discount, discount_type, min_purchase, max_discount, … }`. */
export const storeDiscountSchema = z.looseObject({
  discount: wireNumber,
  discount_type: wireDiscountType,
  min_purchase: amount,
  max_discount: amount,
  start_date: text,
  end_date: text,
  start_time: text,
  end_time: text,
});
/** A store's running discount. */
export type StoreDiscount = z.infer<typeof storeDiscountSchema>;

/** A store; `open`/`active`/`featured`/… arrive as 0/1 or booleans, `current_opening_time` may be "closed". */
export const storeSchema = z.looseObject({
  id: wireId,
  name: wireString,
  slug: text,
  address: text,
  phone: z.union([z.string(), z.number()]).nullish(),
  email: text,
  logo: text,
  logo_full_url: text,
  cover_photo: text,
  cover_photo_full_url: text,
  latitude: amount,
  longitude: amount,
  module_id: wireOptionalId,
  zone_id: wireOptionalId,
  total_items: amount,
  total_campaigns: amount,
  featured: flag,
  active: flag,
  open: flag,
  delivery: flag,
  take_away: flag,
  free_delivery: flag,
  schedule_order: flag,
  veg: flag,
  non_veg: flag,
  halal_tag_status: flag,
  prescription_order: flag,
  avg_rating: amount,
  rating_count: amount,
  positive_rating: amount,
  distance: amount,
  minimum_order: amount,
  delivery_time: text,
  min_delivery_time: amount,
  max_delivery_time: amount,
  current_opening_time: z.union([z.string(), z.number()]).nullish(),
  discount: storeDiscountSchema.nullish(),
  items: wireArray(itemSchema).optional(),
  created_at: text,
  updated_at: text,
});
/** A store. */
export type Store = z.infer<typeof storeSchema>;

/** A store entry of `items/item-or-store-search`: `{ id, name, logo, … }`. */
export const storeSuggestionSchema = z.looseObject({
  id: wireId.optional(),
  name: wireString,
  logo: text,
  logo_full_url: text,
});
/** A store suggestion. */
export type StoreSuggestion = z.infer<typeof storeSuggestionSchema>;

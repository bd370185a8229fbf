/** Stores as `Helpers::store_data_formatting` sends them. */
import * as z from "zod";

import { displayCount, displayFlag, displayText } from "./display";
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
  start_date: displayText,
  end_date: displayText,
  start_time: displayText,
  end_time: displayText,
});
/** A store's running discount. */
export type StoreDiscount = z.infer<typeof storeDiscountSchema>;

/** A store; `open`/`active`/`featured`/… arrive as 0/1 or booleans, `current_opening_time` may be "closed". */
export const storeSchema = z.looseObject({
  id: wireId,
  name: wireString,
  slug: displayText,
  address: text,
  phone: z.union([z.string(), z.number()]).nullish(),
  email: displayText,
  logo: displayText,
  logo_full_url: displayText,
  cover_photo: displayText,
  cover_photo_full_url: displayText,
  latitude: amount,
  longitude: amount,
  module_id: wireOptionalId,
  zone_id: wireOptionalId,
  /** The store owner's id: who `customer/message/*` talks to (`receiver_type: "vendor"`). */
  vendor_id: wireOptionalId,
  total_items: displayCount,
  total_campaigns: displayCount,
  featured: displayFlag,
  active: flag,
  open: flag,
  delivery: flag,
  take_away: flag,
  free_delivery: flag,
  schedule_order: flag,
  veg: displayFlag,
  non_veg: displayFlag,
  halal_tag_status: displayFlag,
  prescription_order: flag,
  /** Extra packaging the customer may choose at checkout, and its amount. */
  extra_packaging_status: flag,
  extra_packaging_amount: amount,
  avg_rating: displayCount,
  rating_count: displayCount,
  positive_rating: displayCount,
  distance: displayCount,
  minimum_order: amount,
  tax: amount,
  per_km_shipping_charge: amount,
  minimum_shipping_charge: amount,
  maximum_shipping_charge: amount,
  cutlery: flag,
  delivery_time: displayText,
  min_delivery_time: displayCount,
  max_delivery_time: displayCount,
  current_opening_time: z.union([z.string(), z.number()]).nullish(),
  discount: storeDiscountSchema.nullish(),
  items: wireArray(itemSchema).optional(),
  created_at: displayText,
  updated_at: displayText,
});
/** A store. */
export type Store = z.infer<typeof storeSchema>;

/** A store entry of `items/item-or-store-search`: `{ id, name, logo, … }`. */
export const storeSuggestionSchema = z.looseObject({
  id: wireId.optional(),
  name: wireString,
  logo: displayText,
  logo_full_url: displayText,
});
/** A store suggestion. */
export type StoreSuggestion = z.infer<typeof storeSuggestionSchema>;

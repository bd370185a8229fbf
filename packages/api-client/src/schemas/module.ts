/** Modules (grocery, pharmacy, ecommerce, food, parcel, …). */
import * as z from "zod";

import { wireAmount, wireArray, wireFlag, wireId, wireString } from "./wire";

const text = z.string().nullish();

/** The module types the storefront knows. Other values (rental, ride…) are kept as strings. */
export const moduleTypes = ["grocery", "pharmacy", "ecommerce", "food", "parcel"] as const;

/** A module; `status` arrives as a string ("1"). */
export const moduleSchema = z.looseObject({
  id: wireId,
  module_name: wireString,
  module_type: wireString,
  slug: text,
  thumbnail: text,
  icon: text,
  icon_full_url: text,
  thumbnail_full_url: text,
  status: wireFlag.optional(),
  description: text,
  theme_id: wireAmount,
  all_zone_service: wireFlag.optional(),
  items_count: wireAmount,
  stores_count: wireAmount,
  zones: wireArray(z.looseObject({ id: wireId, name: text })).optional(),
});
/** A module. */
export type Module = z.infer<typeof moduleSchema>;

/** `GET module`: a bare array. */
export const moduleListSchema = wireArray(moduleSchema);

/**
 * The store page's view of `stores/details/{id}`: the store plus what only its page shows (weekly hours,
 * announcement, active coupons, running campaigns, top-level categories). Same call as `getStoreDetails`.
 */
import * as z from "zod";

import type { ApiClient } from "../client/create-client";
import type { CallOptions } from "../client/request-types";
import { subCategorySchema } from "../schemas/category";
import { displayText } from "../schemas/display";
import { wireDiscountType } from "../schemas/item";
import { storeSchema } from "../schemas/store";
import { wireAmount, wireArray, wireFlag, wireId, wireNumber, wireString } from "../schemas/wire";

/** One weekly opening row: day 0 (Sunday) to 6, "HH:MM:SS" times. */
export const storeScheduleSchema = z.looseObject({
  day: wireNumber,
  opening_time: wireString,
  closing_time: wireString,
});
/** A weekly opening row. */
export type StoreSchedule = z.infer<typeof storeScheduleSchema>;

/** A coupon of the store (`activeCoupons`). */
export const storeCouponSchema = z.looseObject({
  id: wireId.optional(),
  code: wireString,
  title: displayText,
  discount: wireNumber,
  discount_type: wireDiscountType,
  min_purchase: wireAmount,
  max_discount: wireAmount,
  expire_date: displayText,
});
/** A store coupon. */
export type StoreCoupon = z.infer<typeof storeCouponSchema>;

/** A campaign the store takes part in. */
export const storeCampaignSchema = z.looseObject({
  id: wireId,
  title: wireString,
  image_full_url: displayText,
  end_date: displayText,
});

const storePageObject = storeSchema.extend({
  category_ids: wireArray(wireNumber).optional(),
  module_type: displayText,
  announcement: wireFlag.optional(),
  announcement_message: displayText,
  meta_title: displayText,
  meta_description: displayText,
  schedules: wireArray(storeScheduleSchema).optional(),
  activeCoupons: wireArray(storeCouponSchema).optional(),
  campaigns: wireArray(storeCampaignSchema).optional(),
  category_details: wireArray(subCategorySchema).optional(),
});

/** `stores/details/{id}` for the store page: null when the store does not exist. */
export const storePageSchema = z.preprocess(
  (value: unknown) =>
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).length === 0
      ? null
      : value,
  storePageObject.nullable(),
);
/** A store with what its page shows, or null (not found). */
export type StorePage = z.infer<typeof storePageSchema>;

/**
 * `GET stores/details/{id}` (id or slug) with the page's extra fields; null when the store does not exist.
 *
 * @example
 * const store = await getStorePage(client, "fresh-mart");
 */
export async function getStorePage(
  client: ApiClient,
  idOrSlug: number | string,
  options: CallOptions = {},
): Promise<StorePage> {
  return await client.request({
    method: "GET",
    path: `stores/details/${encodeURIComponent(String(idOrSlug))}`,
    schema: storePageSchema,
    ...options,
  });
}

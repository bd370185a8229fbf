/** Flash sales, coupons and cashback offers. */
import * as z from "zod";

import { displayText } from "./display";
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

/** A product of a flash sale: `item` plus `sold`, `stock`, `available_stock`. */
export const flashSaleProductSchema = z.looseObject({
  id: wireId,
  flash_sale_id: wireOptionalId,
  item_id: wireOptionalId,
  stock: amount,
  sold: amount,
  available_stock: amount,
  price: amount,
  discount: amount,
  discount_type: wireDiscountType,
  item: itemSchema.nullish(),
});
/** A flash-sale product. */
export type FlashSaleProduct = z.infer<typeof flashSaleProductSchema>;

/** A flash sale with its `active_products`. */
export const flashSaleSchema = z.looseObject({
  id: wireId,
  title: displayText,
  start_date: displayText,
  end_date: displayText,
  is_publish: wireFlag.optional(),
  active_products: wireArray(flashSaleProductSchema).optional(),
});
/** A flash sale. */
export type FlashSale = z.infer<typeof flashSaleSchema>;

/** `GET flash-sales`: the running sale, or null when the wire says `{}` or `[]`. */
export const flashSaleResponseSchema = z.preprocess((value: unknown) => {
  if (Array.isArray(value)) return null;
  if (typeof value === "object" && value !== null && Object.keys(value).length === 0) return null;
  return value;
}, flashSaleSchema.nullable());
/** `GET flash-sales` response. */
export type FlashSaleResponse = z.infer<typeof flashSaleResponseSchema>;

/** `GET flash-sales/items`. */
export const flashSaleItemsResponseSchema = z.looseObject({
  total_size: wireNumber,
  limit: amount,
  offset: amount,
  flash_sale: flashSaleSchema.nullish(),
  products: wireArray(flashSaleProductSchema),
});
/** `GET flash-sales/items` response. */
export type FlashSaleItemsResponse = z.infer<typeof flashSaleItemsResponseSchema>;

/** A coupon. */
export const couponSchema = z.looseObject({
  id: wireId.optional(),
  code: wireString,
  title: displayText,
  discount: wireNumber,
  discount_type: wireDiscountType,
  min_purchase: amount,
  max_discount: amount,
  coupon_type: text,
  start_date: displayText,
  expire_date: text,
  limit: amount,
  data: z.unknown().optional(),
  store_id: wireOptionalId,
  store: z.looseObject({ id: wireId, name: text }).nullish(),
});
/** A coupon. */
export type Coupon = z.infer<typeof couponSchema>;

/** A cashback offer: `cashback_type` 'amount' or percent. */
export const cashbackSchema = z.looseObject({
  id: wireId,
  title: displayText,
  cashback_type: wireString,
  cashback_amount: wireNumber,
  min_purchase: amount,
  max_discount: amount,
  start_date: displayText,
  end_date: displayText,
  same_user_limit: amount,
});
/** A cashback offer. */
export type Cashback = z.infer<typeof cashbackSchema>;

/** `GET cashback/getCashback`. */
export const cashbackCalculationSchema = z.looseObject({
  id: wireOptionalId,
  calculated_amount: wireNumber,
  cashback_amount: amount,
  cashback_type: text,
  min_purchase: amount,
  max_discount: amount,
});
/** `GET cashback/getCashback` response. */
export type CashbackCalculation = z.infer<typeof cashbackCalculationSchema>;

/** Wishlist. */
import * as z from "zod";

import { itemSchema } from "./item";
import { storeSchema } from "./store";
import { wireArray, wireId } from "./wire";

/** `GET customer/wish-list`: `{ item, store }`. */
export const wishlistSchema = z.looseObject({
  item: wireArray(itemSchema).default([]),
  store: wireArray(storeSchema).default([]),
});
/** The wishlist. */
export type Wishlist = z.infer<typeof wishlistSchema>;

/** Wishlist add/remove target: `item_id` or `store_id`, not both. */
export const wishlistTargetSchema = z.union([
  z.object({ item_id: wireId, store_id: z.undefined().optional() }),
  z.object({ store_id: wireId, item_id: z.undefined().optional() }),
]);
/** Wishlist add/remove target. */
export type WishlistTarget = z.infer<typeof wishlistTargetSchema>;

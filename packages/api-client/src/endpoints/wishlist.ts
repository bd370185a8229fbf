/** Wishlist calls (`customer/wish-list*`, signed in). */
import type { ApiClient } from "../client/create-client";
import type { CallOptions } from "../client/request-types";
import type { MessageResponse } from "../schemas/auth";
import type { Wishlist, WishlistTarget } from "../schemas/wishlist";
import { messageResponseSchema } from "../schemas/auth";
import { wishlistSchema, wishlistTargetSchema } from "../schemas/wishlist";
import { parseInput } from "./call";

/**
 * `GET customer/wish-list`: `{ item, store }`.
 *
 * @example
 * const { item, store } = await getWishlist(client);
 */
export async function getWishlist(client: ApiClient, options: CallOptions = {}): Promise<Wishlist> {
  return await client.request({
    method: "GET",
    path: "customer/wish-list",
    schema: wishlistSchema,
    ...options,
  });
}

/**
 * `POST customer/wish-list/add` with `item_id` or `store_id`. Adding twice throws `HttpError` status 409.
 *
 * @example
 * const { message } = await addToWishlist(client, { item_id: 7 });
 */
export async function addToWishlist(
  client: ApiClient,
  target: WishlistTarget,
  options: CallOptions = {},
): Promise<MessageResponse> {
  const json = parseInput(wishlistTargetSchema, target);
  return await client.request({
    method: "POST",
    path: "customer/wish-list/add",
    schema: messageResponseSchema,
    json,
    ...options,
  });
}

/**
 * `DELETE customer/wish-list/remove?item_id=|store_id=`.
 *
 * @example
 * await removeFromWishlist(client, { store_id: 3 });
 */
export async function removeFromWishlist(
  client: ApiClient,
  target: WishlistTarget,
  options: CallOptions = {},
): Promise<MessageResponse> {
  const query = parseInput(wishlistTargetSchema, target);
  return await client.request({
    method: "DELETE",
    path: "customer/wish-list/remove",
    schema: messageResponseSchema,
    query,
    ...options,
  });
}

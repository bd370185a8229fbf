/** Cart calls (`customer/cart/*`). Guests are identified by the context's guest id. */
import type { ApiClient } from "../client/create-client";
import type { CallOptions } from "../client/request-types";
import type { Cart, CartAddBody, CartUpdateBody } from "../schemas/cart";
import {
  cartAddBodySchema,
  cartRemoveItemQuerySchema,
  cartSchema,
  cartUpdateBodySchema,
} from "../schemas/cart";
import { parseInput } from "./call";

/**
 * `GET customer/cart/list`: the cart of the current module (guests: the context's guest id).
 *
 * @example
 * const lines = await getCart(client);
 */
export async function getCart(client: ApiClient, options: CallOptions = {}): Promise<Cart> {
  return await client.request({
    method: "GET",
    path: "customer/cart/list",
    schema: cartSchema,
    guest: true,
    ...options,
  });
}

/**
 * `POST customer/cart/add`: adds a line and answers the whole cart. Add-ons are sent sorted by id and aligned.
 * Throws `HttpError` with `code` "cart_item" (already in the cart) or "cart_item_limit" (over the maximum).
 *
 * @example
 * const lines = await addToCart(client, { item_id: 7, model: "Item", price: 12.5, quantity: 1 });
 */
export async function addToCart(
  client: ApiClient,
  body: CartAddBody,
  options: CallOptions = {},
): Promise<Cart> {
  const json = parseInput(cartAddBodySchema, body);
  return await client.request({
    method: "POST",
    path: "customer/cart/add",
    schema: cartSchema,
    json,
    guest: true,
    ...options,
  });
}

/**
 * `POST customer/cart/update`: changes a line's quantity, price or choices and answers the whole cart.
 *
 * @example
 * const lines = await updateCartLine(client, { cart_id: 31, price: 12.5, quantity: 3 });
 */
export async function updateCartLine(
  client: ApiClient,
  body: CartUpdateBody,
  options: CallOptions = {},
): Promise<Cart> {
  const json = parseInput(cartUpdateBodySchema, body);
  return await client.request({
    method: "POST",
    path: "customer/cart/update",
    schema: cartSchema,
    json,
    guest: true,
    ...options,
  });
}

/**
 * `DELETE customer/cart/remove-item?cart_id=`: removes one line and answers the whole cart.
 *
 * @example
 * const lines = await removeCartLine(client, 31);
 */
export async function removeCartLine(
  client: ApiClient,
  cartId: number,
  options: CallOptions = {},
): Promise<Cart> {
  const query = parseInput(cartRemoveItemQuerySchema, { cart_id: cartId });
  return await client.request({
    method: "DELETE",
    path: "customer/cart/remove-item",
    schema: cartSchema,
    query,
    guest: true,
    ...options,
  });
}

/**
 * `DELETE customer/cart/remove`: empties the cart of the current module; answers the (empty) cart.
 *
 * @example
 * await clearCart(client);
 */
export async function clearCart(client: ApiClient, options: CallOptions = {}): Promise<Cart> {
  return await client.request({
    method: "DELETE",
    path: "customer/cart/remove",
    schema: cartSchema,
    guest: true,
    ...options,
  });
}

/** Mutation helpers. What each mutation refreshes is declared once, in `mutationInvalidations`. */
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { mutationOptions } from "@tanstack/react-query";

import type { ApiClient } from "../client/create-client";
import type { UploadFile } from "../endpoints/call";
import type { LoginBody } from "../schemas/auth";
import type { Cart, CartAddBody, CartUpdateBody } from "../schemas/cart";
import type { AddressBody, ProfileUpdateBody } from "../schemas/customer";
import type { MessageSendBody } from "../schemas/message";
import type { OrderPlaceBody } from "../schemas/order";
import type { OrderCancelBody } from "../schemas/order-support";
import type { DeliveryManReviewBody, ItemReviewBody } from "../schemas/review";
import type { PointTransferBody } from "../schemas/wallet";
import type { WishlistTarget } from "../schemas/wishlist";
import { addAddress, deleteAddress, updateAddress } from "../endpoints/addresses";
import { login } from "../endpoints/auth";
import { addToCart, clearCart, removeCartLine, updateCartLine } from "../endpoints/cart";
import { cancelReviewReminder, updateProfile } from "../endpoints/customer";
import { sendMessage } from "../endpoints/messages";
import { cancelOrder, placeOrder, switchToCashOnDelivery } from "../endpoints/orders";
import { submitDeliveryManReview, submitItemReview } from "../endpoints/reviews";
import { transferPoints } from "../endpoints/wallet";
import { addToWishlist, removeFromWishlist } from "../endpoints/wishlist";
import { marketplaceKeys as keys, scopedKey } from "./keys";

const addressesPrefix = [...keys.account.all, "addresses"] as const;
const conversationsPrefix = [...keys.account.all, "conversations"] as const;

/** The keys (prefixes) each mutation invalidates on success: the single place where this is declared. */
export const mutationInvalidations = {
  cart: [keys.cart.all],
  wishlist: [keys.wishlist.all],
  addresses: [addressesPrefix],
  profile: [keys.account.profile()],
  placeOrder: [keys.cart.all, keys.orders.all, keys.account.all],
  order: [keys.orders.all],
  review: [keys.account.reviewReminder(), keys.items.all, keys.stores.all],
  wallet: [keys.account.all],
  messages: [conversationsPrefix],
  session: [keys.all],
} as const satisfies Record<string, readonly QueryKey[]>;

/** A mutation kind of `mutationInvalidations`. */
export type MutationKind = keyof typeof mutationInvalidations;

/**
 * Invalidates what a mutation kind declares.
 *
 * @example
 * await invalidateAfter(queryClient, "wishlist");
 */
export async function invalidateAfter(queryClient: QueryClient, kind: MutationKind): Promise<void> {
  await Promise.all(
    mutationInvalidations[kind].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

function cartMutation<V>(
  client: ApiClient,
  queryClient: QueryClient,
  name: string,
  run: (client: ApiClient, variables: V) => Promise<Cart>,
) {
  return mutationOptions<Cart, Error, V>({
    mutationKey: [...keys.cart.all, name],
    mutationFn: (variables) => run(client, variables),
    onSuccess: async (cart) => {
      queryClient.setQueryData(scopedKey(client, keys.cart.lines()), cart);
      await queryClient.invalidateQueries({
        queryKey: keys.cart.all,
        predicate: (query) => query.queryKey[2] !== "lines",
      });
    },
  });
}

/**
 * Add to cart: the answer (the whole cart) replaces the cached cart.
 *
 * @example
 * const add = useMutation(addToCartMutationOptions(client, queryClient));
 * add.mutate({ item_id: 7, model: "Item", price: 12.5, quantity: 1 });
 */
export function addToCartMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return cartMutation<CartAddBody>(client, queryClient, "add", addToCart);
}

/**
 * Update a cart line.
 *
 * @example
 * useMutation(updateCartLineMutationOptions(client, queryClient)).mutate({ cart_id: 31, price: 12.5, quantity: 2 });
 */
export function updateCartLineMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return cartMutation<CartUpdateBody>(client, queryClient, "update", updateCartLine);
}

/**
 * Remove a cart line (by cart line id).
 *
 * @example
 * useMutation(removeCartLineMutationOptions(client, queryClient)).mutate(31);
 */
export function removeCartLineMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return cartMutation<number>(client, queryClient, "remove-item", removeCartLine);
}

/**
 * Clear the cart.
 *
 * @example
 * useMutation(clearCartMutationOptions(client, queryClient)).mutate();
 */
export function clearCartMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return cartMutation<void>(client, queryClient, "clear", (c) => clearCart(c));
}

function declared<V, R>(
  queryClient: QueryClient,
  kind: MutationKind,
  name: string,
  run: (variables: V) => Promise<R>,
) {
  return mutationOptions<R, Error, V>({
    mutationKey: [...keys.all, "mutation", name],
    mutationFn: run,
    onSuccess: () => invalidateAfter(queryClient, kind),
  });
}

/**
 * Add an item or a store to the wishlist.
 *
 * @example
 * useMutation(addToWishlistMutationOptions(client, queryClient)).mutate({ item_id: 7 });
 */
export function addToWishlistMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return declared(queryClient, "wishlist", "wishlist-add", (target: WishlistTarget) =>
    addToWishlist(client, target),
  );
}

/**
 * Remove an item or a store from the wishlist.
 *
 * @example
 * useMutation(removeFromWishlistMutationOptions(client, queryClient)).mutate({ store_id: 3 });
 */
export function removeFromWishlistMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return declared(queryClient, "wishlist", "wishlist-remove", (target: WishlistTarget) =>
    removeFromWishlist(client, target),
  );
}

/**
 * Add an address.
 *
 * @example
 * useMutation(addAddressMutationOptions(client, queryClient)).mutate(address);
 */
export function addAddressMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return declared(queryClient, "addresses", "address-add", (body: AddressBody) =>
    addAddress(client, body),
  );
}

/**
 * Update an address.
 *
 * @example
 * useMutation(updateAddressMutationOptions(client, queryClient)).mutate({ id: 5, body: address });
 */
export function updateAddressMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return declared(
    queryClient,
    "addresses",
    "address-update",
    (input: { id: number; body: AddressBody }) => updateAddress(client, input.id, input.body),
  );
}

/**
 * Delete an address.
 *
 * @example
 * useMutation(deleteAddressMutationOptions(client, queryClient)).mutate(5);
 */
export function deleteAddressMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return declared(queryClient, "addresses", "address-delete", (id: number) =>
    deleteAddress(client, id),
  );
}

/**
 * Update the profile (optionally with a photo).
 *
 * @example
 * useMutation(updateProfileMutationOptions(client, queryClient)).mutate({ body: { name, email, phone }, image });
 */
export function updateProfileMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return declared(
    queryClient,
    "profile",
    "profile-update",
    (input: { body: ProfileUpdateBody; image?: UploadFile }) =>
      updateProfile(client, input.body, input.image),
  );
}

/**
 * Log in; everything cached for the signed-out session is invalidated (zone, cart and profile refetch).
 *
 * @example
 * useMutation(loginMutationOptions(client, queryClient)).mutate({ login_type: "otp", phone: "+8801700000000" });
 */
export function loginMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return declared(queryClient, "session", "login", (body: LoginBody) => login(client, body));
}

/**
 * Place an order (never retried; pass the same idempotency key when re-submitting one checkout).
 *
 * @example
 * useMutation(placeOrderMutationOptions(client, queryClient)).mutate({ body: order, idempotencyKey: checkoutId });
 */
export function placeOrderMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return declared(
    queryClient,
    "placeOrder",
    "order-place",
    (input: { body: OrderPlaceBody; idempotencyKey?: string }) =>
      placeOrder(client, input.body, { idempotencyKey: input.idempotencyKey }),
  );
}

/**
 * Cancel an order.
 *
 * @example
 * useMutation(cancelOrderMutationOptions(client, queryClient)).mutate({ order_id: 100045, reason: "Order payment canceled" });
 */
export function cancelOrderMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return declared(queryClient, "order", "order-cancel", (body: OrderCancelBody) =>
    cancelOrder(client, body),
  );
}

/**
 * Switch a failed order to cash on delivery.
 *
 * @example
 * useMutation(switchToCashOnDeliveryMutationOptions(client, queryClient)).mutate(100045);
 */
export function switchToCashOnDeliveryMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return declared(queryClient, "order", "order-payment-method", (orderId: number) =>
    switchToCashOnDelivery(client, orderId),
  );
}

/**
 * Review an item.
 *
 * @example
 * useMutation(submitItemReviewMutationOptions(client, queryClient)).mutate({ body: { item_id: 7, order_id: 100045, rating: 5 } });
 */
export function submitItemReviewMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return declared(
    queryClient,
    "review",
    "review-item",
    (input: { body: ItemReviewBody; attachments?: readonly UploadFile[] }) =>
      submitItemReview(client, input.body, input.attachments),
  );
}

/**
 * Review a delivery person.
 *
 * @example
 * useMutation(submitDeliveryManReviewMutationOptions(client, queryClient)).mutate({ body: review });
 */
export function submitDeliveryManReviewMutationOptions(
  client: ApiClient,
  queryClient: QueryClient,
) {
  return declared(
    queryClient,
    "review",
    "review-delivery-man",
    (input: { body: DeliveryManReviewBody; attachments?: readonly UploadFile[] }) =>
      submitDeliveryManReview(client, input.body, input.attachments),
  );
}

/**
 * Dismiss the review prompt.
 *
 * @example
 * useMutation(cancelReviewReminderMutationOptions(client, queryClient)).mutate(100045);
 */
export function cancelReviewReminderMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return declared(queryClient, "review", "review-reminder-cancel", (orderId: number) =>
    cancelReviewReminder(client, orderId),
  );
}

/**
 * Convert loyalty points to wallet money.
 *
 * @example
 * useMutation(transferPointsMutationOptions(client, queryClient)).mutate({ point: 200 });
 */
export function transferPointsMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return declared(queryClient, "wallet", "points-transfer", (body: PointTransferBody) =>
    transferPoints(client, body),
  );
}

/**
 * Send a chat message.
 *
 * @example
 * useMutation(sendMessageMutationOptions(client, queryClient)).mutate({ body: { conversation_id: 9, message: "Hi" } });
 */
export function sendMessageMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return declared(
    queryClient,
    "messages",
    "message-send",
    (input: { body: MessageSendBody; images?: readonly UploadFile[] }) =>
      sendMessage(client, input.body, input.images),
  );
}

/**
 * Drops every cached marketplace query. The factories' keys carry the client's scope (module, zones, language,
 * session), so a client with a fixed context never needs it; call it when a client reads its context
 * asynchronously (its keys then carry no scope) and that context changes.
 *
 * @example
 * setModule(next); await resetForContextChange(queryClient);
 */
export async function resetForContextChange(queryClient: QueryClient): Promise<void> {
  await queryClient.resetQueries({ queryKey: keys.all });
}

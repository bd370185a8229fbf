"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import type { Cart } from "@marketplace/api-client";
import { addToCart } from "@marketplace/api-client";
import {
  addToCartMutationOptions,
  cartQueryOptions,
  clearCartMutationOptions,
  removeCartLineMutationOptions,
  updateCartLineMutationOptions,
} from "@marketplace/api-client/query";
import { cartAddBody, cartLineSelection } from "@marketplace/domain";

import { useBrowserClient } from "~/lib/api/use-browser-client";
import { freshGuestCart } from "~/lib/visitor/guest-presence";

/**
 * The SDK's cart mutations plus `optimistically(draw, write)`: the cached cart (header count, drawer,
 * card steppers) shows `draw(lines)` at once; the server's answer replaces it (the SDK writes the answered
 * cart into the same key); a refusal puts the previous cart back (then reads the server's), and the shared
 * error handler shows the server's message.
 */
export function useCartWrites() {
  const client = useBrowserClient();
  const queryClient = useQueryClient();
  const cartQuery = cartQueryOptions(client);
  const add = useMutation(addToCartMutationOptions(client, queryClient));
  const update = useMutation(updateCartLineMutationOptions(client, queryClient));
  const remove = useMutation(removeCartLineMutationOptions(client, queryClient));
  const clear = useMutation(clearCartMutationOptions(client, queryClient));

  /** `shown` is called once `draw` is in the cache (the bus's draft of the write can go then). */
  async function optimistically<T>(
    draw: (lines: Cart) => Cart,
    write: () => Promise<T>,
    shown?: () => void,
  ) {
    // A fetch answering after the write began would overwrite the drawn lines with older ones.
    await queryClient.cancelQueries({ queryKey: cartQuery.queryKey, exact: true });
    const previous = queryClient.getQueryData<Cart>(cartQuery.queryKey);
    queryClient.setQueryData<Cart>(cartQuery.queryKey, draw(previous ?? []));
    shown?.();
    try {
      return await write();
    } catch (error) {
      queryClient.setQueryData<Cart | undefined>(cartQuery.queryKey, previous);
      // A refusal means this tab's cart may be stale (another tab changed it): read the server's again.
      // (A fetch, not a refetch: the seeded cart query has no observer and no query function yet.)
      queryClient.fetchQuery({ ...cartQuery, staleTime: 0 }).catch(() => undefined);
      throw error;
    }
  }

  /**
   * The cart as cached, else a new guest's (empty), else fetched (the single-store rule needs the lines
   * before an add).
   */
  async function currentLines(): Promise<Cart> {
    const fresh = freshGuestCart();
    return (
      queryClient.getQueryData<Cart>(cartQuery.queryKey) ??
      (fresh === undefined ? await queryClient.fetchQuery(cartQuery) : [...fresh])
    );
  }

  /**
   * Puts `lines` back in the cart (the add after Clear Cart was refused, the server's cart is empty):
   * drawn at once, then each line added again in its order; the last answer is the server's cart.
   * Answers false when a line was refused: the cart then shows the server's (read again).
   */
  async function restore(lines: Cart, digits: number): Promise<boolean> {
    try {
      await optimistically(
        () => lines,
        async () => {
          let answered: Cart | undefined;
          for (const line of lines) {
            answered = await addToCart(
              client,
              cartAddBody(line.item, cartLineSelection(line), digits),
            );
          }
          if (answered !== undefined) queryClient.setQueryData<Cart>(cartQuery.queryKey, answered);
        },
      );
      return true;
    } catch {
      // Some lines may have been put back before the refusal: show what the server holds.
      await queryClient.fetchQuery({ ...cartQuery, staleTime: 0 }).catch(() => undefined);
      return false;
    }
  }

  return { add, update, remove, clear, optimistically, currentLines, restore };
}

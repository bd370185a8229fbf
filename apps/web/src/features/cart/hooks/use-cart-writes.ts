"use client";

import type { QueryClient } from "@tanstack/react-query";
import { useMutation, useQueryClient } from "@tanstack/react-query";

import type { Cart } from "@marketplace/api-client";
import { addToCart, getCart } from "@marketplace/api-client";
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
import { SerialCartWrites } from "./serial-cart-writes";

/** One writer per query client and cart key: every component's writes to a cart share its order. */
const writers = new WeakMap<QueryClient, Map<string, SerialCartWrites>>();

function writerOf(queryClient: QueryClient, queryKey: readonly unknown[]): SerialCartWrites {
  const byKey = writers.get(queryClient) ?? new Map<string, SerialCartWrites>();
  writers.set(queryClient, byKey);
  const name = JSON.stringify(queryKey);
  const known = byKey.get(name);
  if (known) return known;
  const writer = new SerialCartWrites({
    read: () => queryClient.getQueryData<Cart>(queryKey),
    write: (lines) => queryClient.setQueryData<Cart | undefined>(queryKey, lines),
  });
  byKey.set(name, writer);
  // The SDK writes each answered cart into the key before it refreshes the other cart queries: the
  // writer takes it as the answer at once (its own writes and fetched carts are not answers).
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "success" || !event.action.manual) return;
    if (JSON.stringify(event.query.queryKey) !== name) return;
    writer.answered(queryClient.getQueryData<Cart>(queryKey));
  });
  return writer;
}

/**
 * The SDK's cart mutations plus `optimistically(draw, write)`: the cached cart (header count, drawer,
 * card steppers) shows `draw(lines)` at once; the writes reach the server one at a time in the order they
 * were drawn (`SerialCartWrites`); each answer (the whole cart) replaces the cart under the draws still
 * waiting; a refusal drops its own draw (then the server's cart is read again), and the shared error
 * handler shows the server's message.
 */
export function useCartWrites() {
  const client = useBrowserClient();
  const queryClient = useQueryClient();
  const cartQuery = cartQueryOptions(client);
  const add = useMutation(addToCartMutationOptions(client, queryClient));
  const update = useMutation(updateCartLineMutationOptions(client, queryClient));
  const remove = useMutation(removeCartLineMutationOptions(client, queryClient));
  const clear = useMutation(clearCartMutationOptions(client, queryClient));

  const writer = writerOf(queryClient, cartQuery.queryKey);

  /** `shown` is called once `draw` is in the cache (the bus's draft of the write can go then). */
  async function optimistically(
    draw: (lines: Cart) => Cart,
    write: () => Promise<Cart | undefined>,
    shown?: () => void,
  ): Promise<Cart | undefined> {
    // A fetch answering after the write began would overwrite the drawn lines with older ones.
    await queryClient.cancelQueries({ queryKey: cartQuery.queryKey, exact: true });
    try {
      return await writer.run(draw, write, shown);
    } catch (error) {
      // A refusal means this tab's cart may be stale (another tab changed it): read the server's again,
      // under the writes still waiting (an answer that comes first is newer: the read is then dropped).
      const mark = writer.mark();
      getCart(client)
        .then((server) => writer.rebase(server, mark))
        .catch(() => undefined);
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
          return answered;
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

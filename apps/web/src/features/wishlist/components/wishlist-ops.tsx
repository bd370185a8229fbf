"use client";

import { useEffect, useRef } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import {
  addToWishlistMutationOptions,
  removeFromWishlistMutationOptions,
  wishlistQueryOptions,
} from "@marketplace/api-client/query";

import { useBrowserClient } from "~/lib/api/use-browser-client";
import { notify } from "~/lib/notify/notify";
import { useWishlist } from "../hooks/use-wishlist";
import { wishlistBus } from "../wishlist-bus";

/**
 * Runs the hearts' toggles: `customer/wish-list/add` or `remove`, the server's message as a toast, then
 * the wishlist refetched (the SDK's invalidation). A refused toggle shows the server's message (the shared
 * handler) and the heart goes back. It also keeps the wishlist query observed, so every refetch reaches
 * the header's count and the hearts.
 */
export function WishlistOps() {
  const client = useBrowserClient();
  const queryClient = useQueryClient();
  const { ops } = useWishlist();
  useQuery(wishlistQueryOptions(client));
  const add = useMutation(addToWishlistMutationOptions(client, queryClient));
  const remove = useMutation(removeFromWishlistMutationOptions(client, queryClient));
  // One call at a time, in the order asked (a double click is an add then a remove, never a race).
  const chain = useRef<Promise<void>>(Promise.resolve());

  useEffect(() => {
    for (const pending of ops) {
      wishlistBus.take(pending);
      const { target } = pending.op;
      chain.current = chain.current.then(() =>
        (pending.op.add ? add.mutateAsync(target) : remove.mutateAsync(target))
          .then((answer) => {
            if (answer.message) void notify.success(answer.message);
            pending.settle(true);
          })
          // The shared handler has shown the server's message; the heart goes back.
          .catch(() => pending.settle(false))
          .finally(() => wishlistBus.settle(target)),
      );
    }
  }, [ops, add, remove]);

  return null;
}

"use client";

import { useSyncExternalStore } from "react";

import type { WishlistState } from "../wishlist-bus";
import { wishlistBus } from "../wishlist-bus";

/** The wishlist bus's state (ids, pending toggles, drawer); nothing favourited on the server. */
export function useWishlist(): WishlistState {
  return useSyncExternalStore(
    wishlistBus.subscribe,
    wishlistBus.snapshot,
    wishlistBus.serverSnapshot,
  );
}

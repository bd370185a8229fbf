"use client";

import type { QueryKey } from "@tanstack/react-query";
import { useMemo, useSyncExternalStore } from "react";

import type { Cart } from "@marketplace/api-client";

import { useSeededQueryData } from "~/lib/query/query-seed";
import { freshGuestCart } from "~/lib/visitor/guest-presence";
import { shoppingBus } from "../shopping-bus";

const drafts = () => shoppingBus.snapshot().drafts;

/**
 * The cart's lines as the first load's parts show them (the header's count, the cards' Add or stepper):
 * the cached cart (the layout's seed, then the tab's QueryClient) with the asked-for writes the writer has
 * not drawn yet (`CartDraft`) drawn over it. Loads no TanStack code.
 */
export function useCartLines(cartKey: QueryKey): Cart | undefined {
  return useDraftedLines(useSeededQueryData<Cart>(cartKey));
}

/**
 * `cart` with the asked-for writes the writer has not drawn yet drawn over it (the drawer's lines: its
 * steppers show a tap within the click's render, not after the writer's hops to the cache).
 */
export function useDraftedLines(cart: Cart | undefined): Cart | undefined {
  const pending = useSyncExternalStore(shoppingBus.subscribe, drafts, drafts);
  return useMemo(() => {
    if (pending.length === 0) return cart;
    return pending.reduce(
      (lines, draft) => draft.draw(lines),
      cart ?? [...(freshGuestCart() ?? [])],
    );
  }, [cart, pending]);
}

"use client";

import { useSyncExternalStore } from "react";

import type { ShoppingState, ShopSettings } from "../shopping-bus";
import { shoppingBus } from "../shopping-bus";

const serverState: ShoppingState = {
  cartOpen: false,
  item: null,
  ops: [],
  settings: null,
  opener: null,
  writerWanted: false,
};

/** The shopping bus's state (dialog, drawer, pending cart writes). */
export function useShopping(): ShoppingState {
  return useSyncExternalStore(shoppingBus.subscribe, shoppingBus.snapshot, () => serverState);
}

/** The settings the header handed to the bus; the on-demand parts mount only after it did. */
export function useShopSettings(): ShopSettings {
  const { settings } = useShopping();
  if (settings === null) throw new Error("ShoppingHost has not configured the shopping bus");
  return settings;
}

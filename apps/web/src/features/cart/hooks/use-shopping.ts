"use client";

import { useSyncExternalStore } from "react";

import type { ShoppingState } from "../shopping-bus";
import { shoppingBus } from "../shopping-bus";

/** The shopping bus's state (dialog, drawer, pending cart writes); its initial state on the server. */
export function useShopping(): ShoppingState {
  return useSyncExternalStore(shoppingBus.subscribe, shoppingBus.snapshot, shoppingBus.snapshot);
}

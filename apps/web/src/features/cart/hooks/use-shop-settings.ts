"use client";

import type { ShopSettings } from "../shopping-bus";
import { useShopping } from "./use-shopping";

/** The settings the header handed to the bus; the on-demand parts mount only after it did. */
export function useShopSettings(): ShopSettings {
  const { settings } = useShopping();
  if (settings === null) throw new Error("ShoppingMount has not configured the shopping bus");
  return settings;
}

"use client";

import { lazy, Suspense, useEffect } from "react";

import type { ShopSettings } from "../shopping-bus";
import { useShopping } from "../hooks/use-shopping";
import { shoppingBus } from "../shopping-bus";

const ShoppingHost = lazy(() =>
  import("./shopping-host").then((module) => ({ default: module.ShoppingHost })),
);

/**
 * Mounted once by the header: hands the site's shopping settings to the bus, and loads the shopping code
 * (item dialog, cart drawer, cart writer) the first time a part shows intent (a pointer over, focus on
 * or a press of a card action or the cart button). Until then it renders nothing and costs no download.
 */
export function ShoppingMount({ settings }: { settings: ShopSettings }) {
  const state = useShopping();
  useEffect(() => {
    shoppingBus.configure(settings);
  }, [settings]);
  const wanted = state.writerWanted || state.cartOpen || state.item !== null;
  if (!wanted || state.settings === null) return null;
  return (
    <Suspense fallback={null}>
      <ShoppingHost />
    </Suspense>
  );
}

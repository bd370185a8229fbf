"use client";

import { lazy, Suspense, useEffect } from "react";

import type { ShopSettings } from "../shopping-bus";
import { useVisitor } from "~/lib/visitor/visitor-provider";
import { useShopping } from "../hooks/use-shopping";
import { shoppingBus } from "../shopping-bus";

const ShoppingHost = lazy(() =>
  import("./shopping-host").then((module) => ({ default: module.ShoppingHost })),
);

/** A tab's return fires both `visibilitychange` and `focus`: one cart read for both. */
const RETURN_COALESCE_MS = 1000;

/**
 * Two tabs converge: when this tab comes back to the front (visible again, or the window regains focus)
 * the cart is read again, so a change made in another tab shows here. The reading code loads then.
 */
function useCartRefreshOnReturn() {
  const visitor = useVisitor();
  useEffect(() => {
    let last = 0;
    const refresh = () => {
      if (document.visibilityState !== "visible") return;
      const now = Date.now();
      if (now - last < RETURN_COALESCE_MS) return;
      last = now;
      void import("../refresh-cart").then(({ refreshCart }) => refreshCart(visitor));
    };
    document.addEventListener("visibilitychange", refresh);
    window.addEventListener("focus", refresh);
    return () => {
      document.removeEventListener("visibilitychange", refresh);
      window.removeEventListener("focus", refresh);
    };
  }, [visitor]);
}

/**
 * Mounted once by the header: hands the site's shopping settings to the bus, and loads the shopping code
 * (item dialog, cart drawer, cart writer) the first time a part shows intent (a pointer over, focus on
 * or a press of a card action or the cart button). Until then it renders nothing and costs no download.
 * It also reads the cart again when the tab returns to the front (`useCartRefreshOnReturn`).
 */
export function ShoppingMount({ settings }: { settings: ShopSettings }) {
  const state = useShopping();
  useEffect(() => {
    shoppingBus.configure(settings);
  }, [settings]);
  useCartRefreshOnReturn();
  const wanted = state.writerWanted || state.cartOpen || state.item !== null;
  if (!wanted || state.settings === null) return null;
  return (
    <Suspense fallback={null}>
      <ShoppingHost />
    </Suspense>
  );
}

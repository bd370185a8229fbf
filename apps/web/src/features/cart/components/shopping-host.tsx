"use client";

import dynamic from "next/dynamic";
import { useEffect } from "react";

import type { ShopSettings } from "../shopping-bus";
import { withIntl } from "~/lib/i18n/with-intl";
import { withQueries } from "~/lib/query/with-queries";
import { useShopping } from "../hooks/use-shopping";
import { shoppingBus } from "../shopping-bus";

const CartDrawer = dynamic(
  () => withIntl(withQueries(import("./cart-drawer").then((mod) => mod.CartDrawer))),
  {
    ssr: false,
  },
);
const CartOps = dynamic(
  () => withIntl(withQueries(import("./cart-ops").then((mod) => mod.CartOps))),
  {
    ssr: false,
  },
);
const ItemDialog = dynamic(
  () =>
    withIntl(
      withQueries(import("~/features/item/components/item-dialog").then((mod) => mod.ItemDialog)),
    ),
  { ssr: false },
);

/**
 * Mounted once by the header: hands the site's shopping settings to the bus and loads the item dialog, the
 * cart drawer and the cart writer (`CartOps`) when they are first asked for. None of their code (nor the
 * SDK's schemas) is in a page's first load.
 */
export function ShoppingHost({ settings }: { settings: ShopSettings }) {
  const state = useShopping();
  useEffect(() => {
    shoppingBus.configure(settings);
  }, [settings]);
  if (state.settings === null) return null;
  return (
    <>
      {state.writerWanted || state.item !== null || state.cartOpen ? <CartOps /> : null}
      {state.cartOpen ? <CartDrawer /> : null}
      {state.item === null ? null : (
        <ItemDialog
          key={`${String(state.item.id)}-${String(state.item.lineId ?? "")}`}
          request={state.item}
        />
      )}
    </>
  );
}

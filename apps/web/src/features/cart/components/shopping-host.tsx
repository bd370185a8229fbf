"use client";

import dynamic from "next/dynamic";

import { withIntl } from "~/lib/i18n/with-intl";
import { withQueries } from "~/lib/query/with-queries";
import { useShopping } from "../hooks/use-shopping";

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
 * Loaded by the frame's `ShoppingMount` on the first intent: loads the item dialog, the cart drawer and
 * the cart writer (`CartOps`) when they are asked for. None of their code (nor the SDK's schemas) is in a
 * page's first load.
 */
export function ShoppingHost() {
  const state = useShopping();
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

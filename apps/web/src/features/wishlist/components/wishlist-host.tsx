"use client";

import dynamic from "next/dynamic";

import { withIntl } from "~/lib/i18n/with-intl";
import { withQueries } from "~/lib/query/with-queries";
import { useWishlist } from "../hooks/use-wishlist";

const WishlistOps = dynamic(
  () => withIntl(withQueries(import("./wishlist-ops").then((mod) => mod.WishlistOps))),
  { ssr: false },
);
const WishlistDrawer = dynamic(
  () => withIntl(withQueries(import("./wishlist-drawer").then((mod) => mod.WishlistDrawer))),
  { ssr: false },
);

/**
 * Loaded by the header's `WishlistButton` on the first intent: the add/remove calls (`WishlistOps`, which
 * also keeps the wishlist query live) and the drawer when it is opened.
 */
export function WishlistHost() {
  const state = useWishlist();
  if (state.queryKey === null) return null;
  return (
    <>
      <WishlistOps />
      {state.drawerOpen ? <WishlistDrawer /> : null}
    </>
  );
}

"use client";

import type { QueryKey } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { lazy, Suspense, useEffect } from "react";

import type { Wishlist } from "@marketplace/api-client";

import type { PluralTemplates } from "~/lib/i18n/plural-label";
import { pluralLabel } from "~/lib/i18n/plural-label";
import { useSeededQueryData } from "~/lib/query/query-seed";
import { useWishlist } from "../hooks/use-wishlist";
import { wishlistBus } from "../wishlist-bus";

const WishlistHost = lazy(() =>
  import("./wishlist-host").then((module) => ({ default: module.WishlistHost })),
);

/**
 * The header's heart with the number of favourites (signed-in customers): it opens the wishlist drawer.
 * It reads the wishlist query as the cart button reads the cart (`QuerySeed`, then the tab's cache), hands
 * it to the wishlist bus for every heart of the page, and loads the drawer and the add/remove calls on
 * the first intent. No TanStack or SDK code in the first load.
 */
export function WishlistButton({
  queryKey,
  locale,
  labels,
  icon,
  className,
  hostsDrawer,
}: {
  /** `wishlistQueryOptions(client).queryKey`, from the server. */
  queryKey: QueryKey;
  locale: string;
  /** 'Wishlist, {count} favourites' for each plural category. */
  labels: PluralTemplates;
  icon: ReactNode;
  className: string;
  /** Mounts the drawer when it is wanted; one heart of the header does (the other is hidden on its screen). */
  hostsDrawer: boolean;
}) {
  const wishlist = useSeededQueryData<Wishlist>(queryKey);
  const snapshot = useWishlist();
  useEffect(() => {
    wishlistBus.configure(queryKey, wishlist);
  }, [queryKey, wishlist]);
  useEffect(() => () => wishlistBus.configure(null, undefined), []);
  const count = snapshot.queryKey === null ? countOf(wishlist) : wishlistBus.count(snapshot);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={pluralLabel(locale, labels, count)}
        aria-haspopup="dialog"
        data-testid="wishlist-button"
        onPointerEnter={wishlistBus.prepare}
        onFocus={wishlistBus.prepare}
        onClick={() => wishlistBus.openDrawer()}
      >
        {icon}
        <span
          aria-hidden="true"
          className="bg-primary text-primary-foreground rounded-full px-1.5 text-xs"
          data-testid="wishlist-count"
        >
          {count}
        </span>
      </button>
      {hostsDrawer && snapshot.hostWanted ? (
        <Suspense fallback={null}>
          <WishlistHost />
        </Suspense>
      ) : null}
    </>
  );
}

function countOf(wishlist: Wishlist | undefined): number {
  return (wishlist?.item.length ?? 0) + (wishlist?.store.length ?? 0);
}

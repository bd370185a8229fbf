"use client";

import type { ReactNode } from "react";
import Link from "next/link";
import { useQuery } from "@tanstack/react-query";

import type { PluralTemplates } from "~/lib/i18n/plural-label";
import type { CartLinesKey } from "~/lib/query/cart-lines-query";
import { pluralLabel } from "~/lib/i18n/plural-label";
import { cartLinesQueryOptions } from "~/lib/query/cart-lines-query";

/**
 * The header's cart link with the number of lines in the cart. It reads the SDK's cart query (prefetched by
 * the layout and hydrated here), so the count follows every cart change the SDK's mutations make. Without a
 * session or a guest id there is no cart to ask for, and the count is 0.
 */
export function CartLink({
  hasCart,
  queryKey,
  locale,
  labels,
  icon,
  className,
}: {
  hasCart: boolean;
  /** `marketplaceKeys.cart.lines()`, from the server (no SDK code in the browser's first load). */
  queryKey: CartLinesKey;
  locale: string;
  /** 'Cart, {count} items' for each plural category (see `pluralTemplates`). */
  labels: PluralTemplates;
  className: string;
  /** The cart icon, rendered by the server. */
  icon: ReactNode;
}) {
  const cart = useQuery({ ...cartLinesQueryOptions(queryKey), enabled: hasCart });
  const count = hasCart ? (cart.data?.length ?? 0) : 0;
  return (
    <Link
      href="/checkout?page=cart"
      prefetch={false}
      className={className}
      aria-label={pluralLabel(locale, labels, count)}
      data-testid="cart-link"
    >
      {icon}
      <span
        aria-hidden="true"
        className="bg-primary text-primary-foreground rounded-full px-1.5 text-xs"
        data-testid="cart-count"
      >
        {count}
      </span>
    </Link>
  );
}

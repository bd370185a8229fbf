"use client";

import type { ReactNode } from "react";
import Link from "next/link";

import type { Cart } from "@marketplace/api-client";
import type { CartQueryKey } from "@marketplace/api-client/query/deferred";

import type { PluralTemplates } from "~/lib/i18n/plural-label";
import { pluralLabel } from "~/lib/i18n/plural-label";
import { useSeededQueryData } from "~/lib/query/query-seed";

/**
 * The header's cart link with the number of lines in the cart. It reads the SDK's cart query: the layout's
 * server prefetch (`QuerySeed`) first, then the tab's QueryClient once a part has created it, so the count
 * follows every cart change the SDK's mutations make — with no TanStack code in the first load. Without a
 * session or a guest id there is no cart, and the count is 0; a failed server prefetch shows 0 until the
 * next cart change.
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
  /** `cartQueryOptions(client).queryKey`, from the server (no SDK code in the browser's first load). */
  queryKey: CartQueryKey;
  locale: string;
  /** 'Cart, {count} items' for each plural category (see `pluralTemplates`). */
  labels: PluralTemplates;
  className: string;
  /** The cart icon, rendered by the server. */
  icon: ReactNode;
}) {
  const cart = useSeededQueryData<Cart>(queryKey);
  const count = hasCart ? (cart?.length ?? 0) : 0;
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

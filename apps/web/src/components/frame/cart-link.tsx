"use client";

import Link from "next/link";
import { useQuery } from "@tanstack/react-query";
import { ShoppingCart } from "lucide-react";
import { useTranslations } from "next-intl";

import type { CartLinesKey } from "~/lib/query/cart-lines-query";
import { cartLinesQueryOptions } from "~/lib/query/cart-lines-query";

/**
 * The header's cart link with the number of lines in the cart. It reads the SDK's cart query (prefetched by
 * the layout and hydrated here), so the count follows every cart change the SDK's mutations make. Without a
 * session or a guest id there is no cart to ask for, and the count is 0.
 */
export function CartLink({
  hasCart,
  queryKey,
  className,
}: {
  hasCart: boolean;
  /** `marketplaceKeys.cart.lines()`, from the server (no SDK code in the browser's first load). */
  queryKey: CartLinesKey;
  className: string;
}) {
  const t = useTranslations("header");
  const cart = useQuery({ ...cartLinesQueryOptions(queryKey), enabled: hasCart });
  const count = hasCart ? (cart.data?.length ?? 0) : 0;
  return (
    <Link
      href="/checkout?page=cart"
      className={className}
      aria-label={t("cartCount", { count })}
      data-testid="cart-link"
    >
      <ShoppingCart aria-hidden="true" className="size-5" />
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

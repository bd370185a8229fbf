"use client";

import type { ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";

import type { CartQueryKey } from "@marketplace/api-client/query/deferred";
import { deferredCartQueryOptions } from "@marketplace/api-client/query/deferred";

import type { PluralTemplates } from "~/lib/i18n/plural-label";
import { pluralLabel } from "~/lib/i18n/plural-label";
import { useVisitor } from "~/lib/visitor/visitor-provider";
import { shoppingBus } from "../shopping-bus";

/**
 * The header's cart button with the number of lines in the cart; it opens the 'Shopping Cart' drawer. It
 * reads the SDK's cart query (prefetched by the layout and hydrated here), so the count follows every cart
 * change, optimistic ones included. Without a session or a guest id there is no cart, and the count is 0.
 */
export function CartButton({
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
  icon: ReactNode;
}) {
  const visitor = useVisitor();
  const cart = useQuery({
    ...deferredCartQueryOptions(queryKey, async () => {
      const { getBrowserClient } = await import("~/lib/api/browser-client");
      return getBrowserClient(visitor);
    }),
    enabled: hasCart,
  });
  const count = cart.data?.length ?? 0;
  return (
    <button
      type="button"
      className={className}
      aria-label={pluralLabel(locale, labels, count)}
      aria-haspopup="dialog"
      data-testid="cart-link"
      onClick={() => shoppingBus.openCart()}
    >
      {icon}
      <span
        aria-hidden="true"
        className="bg-primary text-primary-foreground rounded-full px-1.5 text-xs"
        data-testid="cart-count"
      >
        {count}
      </span>
    </button>
  );
}

"use client";

import type { ReactNode } from "react";

import type { CartQueryKey } from "@marketplace/api-client/query/deferred";

import type { PluralTemplates } from "~/lib/i18n/plural-label";
import { pluralLabel } from "~/lib/i18n/plural-label";
import { useCartLines } from "../hooks/use-cart-lines";
import { shoppingBus } from "../shopping-bus";

/**
 * The header's cart button with the number of lines in the cart; it opens the 'Shopping Cart' drawer
 * (loaded on intent by `ShoppingMount`). It reads the SDK's cart query: the layout's server prefetch
 * (`QuerySeed`) first, then the tab's QueryClient once a part has created it, so the count follows every
 * cart change (optimistic ones included) with no TanStack code in the first load; a card's write shows at
 * once, before the writer's code has loaded (`CartDraft`). Without a session or a guest id the layout
 * seeds no cart, and the count is 0 until one is written.
 */
export function CartButton({
  queryKey,
  locale,
  labels,
  icon,
  className,
}: {
  /** `cartQueryOptions(client).queryKey`, from the server (no SDK code in the browser's first load). */
  queryKey: CartQueryKey;
  locale: string;
  /** 'Cart, {count} items' for each plural category (see `pluralTemplates`). */
  labels: PluralTemplates;
  className: string;
  icon: ReactNode;
}) {
  const cart = useCartLines(queryKey);
  const count = cart?.length ?? 0;
  return (
    <button
      type="button"
      className={className}
      aria-label={pluralLabel(locale, labels, count)}
      aria-haspopup="dialog"
      data-testid="cart-link"
      // Pointer or focus is intent: the drawer's code loads before the click.
      onPointerEnter={shoppingBus.prepare}
      onPointerDown={shoppingBus.prepare}
      onFocus={shoppingBus.prepare}
      onClick={() => shoppingBus.openCart()}
    >
      {icon}
      {/* Same width for every one-digit count (tabular digits, a minimum width): the header must not
          shift when the guest's cart is read after the cached page loaded (0 → 1 moved the search 3 px). */}
      <span
        aria-hidden="true"
        className="bg-primary text-primary-foreground min-w-5 rounded-full px-1.5 text-center text-xs tabular-nums"
        data-testid="cart-count"
      >
        {count}
      </span>
    </button>
  );
}

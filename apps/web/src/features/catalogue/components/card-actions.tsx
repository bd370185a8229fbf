"use client";

import type { ReactNode } from "react";
import { lazy, Suspense } from "react";

import type { Item } from "@marketplace/api-client";

import type { WishlistHeartTexts } from "~/features/wishlist/components/wishlist-heart";
import { cardAddDraft } from "~/features/cart/card-add-draft";
import { useCartLines } from "~/features/cart/hooks/use-cart-lines";
import { useShopping } from "~/features/cart/hooks/use-shopping";
import { shoppingBus } from "~/features/cart/shopping-bus";
import { useVisitor } from "~/lib/visitor/visitor-provider";

/** The card actions' texts, from the server in the page's language. */
export interface CardActionTexts {
  quickView: string;
  addToCart: string;
  quantity: string;
  increase: string;
  decrease: string;
  remove: string;
  /** The heart's 'Add to wishlist' / 'Remove from wishlist' / 'You are not logged in'. */
  wishlist: WishlistHeartTexts;
}

/** The stepper shows only for items in the cart: its code loads when one is. */
const CardStepper = lazy(() =>
  import("./card-stepper").then((module) => ({ default: module.CardStepper })),
);

/** Pointer, hover or focus on an action is intent: the shopping code loads before the click. */
const intent = {
  onPointerEnter: shoppingBus.prepare,
  onPointerDown: shoppingBus.prepare,
  onFocus: shoppingBus.prepare,
};

/**
 * A server-rendered card's Quick View (over its picture): opens the item dialog, whose code the frame's
 * `ShoppingMount` loads on intent.
 */
export function QuickViewAction({
  itemId,
  name,
  label,
  icon,
  className,
}: {
  itemId: number;
  name: string;
  label: string;
  icon: ReactNode;
  /** From the server (the class names stay out of the page's JavaScript). */
  className: string;
}) {
  return (
    <button
      type="button"
      className={className}
      {...intent}
      onClick={() => shoppingBus.openItem({ id: itemId })}
    >
      {icon}
      {label}
      <span className="sr-only">: {name}</span>
    </button>
  );
}

/**
 * A quick-view target that is a link (an item banner outside ecommerce, spec §4 banner click; a campaign
 * item's card outside ecommerce): a plain click opens the item dialog as the cards' Quick View does; the
 * link inside stays for crawlers, a new tab (modifier keys, middle click) and a page without script.
 * With `href`, only a click on the link to that address opens the dialog (a card's other links, such as
 * its Order Now, keep their own way).
 */
export function QuickViewArea({
  itemId,
  campaign,
  href,
  children,
}: {
  itemId: number;
  campaign?: boolean;
  href?: string;
  children: ReactNode;
}) {
  return (
    <div
      className="contents"
      {...intent}
      onClickCapture={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
          return;
        if (href !== undefined) {
          const target = event.target instanceof Element ? event.target.closest("a") : null;
          if (target?.getAttribute("href") !== href) return;
        }
        event.preventDefault();
        shoppingBus.openItem(campaign === true ? { id: itemId, campaign } : { id: itemId });
      }}
    >
      {children}
    </div>
  );
}

/**
 * A server-rendered card's Add to cart, or the stepper when the item is in the cart (read from the
 * layout's cart seed, then the tab's QueryClient): every write goes through the shopping bus, and the
 * cart code loads on intent.
 */
export function CardCartAction({
  item,
  texts,
  icon,
  wide,
  className,
}: {
  /** The wire item (what the cart needs to add it). */
  item: Item;
  texts: CardActionTexts;
  /** The plus icon, rendered by the server. */
  icon: ReactNode;
  /** The 'vertical-type' layout: a full-width button with its text. */
  wide: boolean;
  /** From the server (the class names stay out of the page's JavaScript). */
  className: string;
}) {
  const { settings } = useShopping();
  const visitor = useVisitor();
  const cart = useCartLines(settings?.cartKey ?? NO_KEY);
  const line = cart?.find((entry) => entry.item_id === item.id);
  if (line !== undefined) {
    return (
      <Suspense fallback={null}>
        <CardStepper line={line} texts={texts} />
      </Suspense>
    );
  }
  return (
    <button
      type="button"
      aria-label={`${texts.addToCart}: ${item.name}`}
      className={className}
      {...intent}
      // Drawn at once (header count, stepper) when it adds directly: the writer's code may still load.
      onClick={() =>
        void shoppingBus.run({ kind: "card-add", item }, cardAddDraft(item, cart, visitor))
      }
    >
      {icon}
      {wide ? <span aria-hidden="true">{texts.addToCart}</span> : null}
    </button>
  );
}

/** A key no query has: before the frame configured the bus there is no cart to read. */
const NO_KEY = ["no-cart"] as const;

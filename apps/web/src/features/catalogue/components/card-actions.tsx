"use client";

import type { ReactNode } from "react";

import type { Cart, Item } from "@marketplace/api-client";
import { QuantityStepper } from "@marketplace/ui";

import { useShopping } from "~/features/cart/hooks/use-shopping";
import { shoppingBus } from "~/features/cart/shopping-bus";
import { useSeededQueryData } from "~/lib/query/query-seed";

/** The card actions' texts, from the server in the page's language. */
export interface CardActionTexts {
  quickView: string;
  addToCart: string;
  quantity: string;
  increase: string;
  decrease: string;
  remove: string;
}

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
}: {
  itemId: number;
  name: string;
  label: string;
  icon: ReactNode;
}) {
  return (
    <button
      type="button"
      className="bg-background/95 text-foreground focus-visible:ring-ring inline-flex h-8 cursor-pointer items-center gap-1 rounded-full border px-3 text-xs font-medium shadow-sm outline-none focus-visible:ring-2 [&_svg]:size-4"
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
 * A server-rendered card's Add to cart, or the stepper when the item is in the cart (read from the
 * layout's cart seed, then the tab's QueryClient): every write goes through the shopping bus, and the
 * cart code loads on intent.
 */
export function CardCartAction({
  item,
  texts,
  icon,
  wide,
}: {
  /** The wire item (what the cart needs to add it). */
  item: Item;
  texts: CardActionTexts;
  /** The plus icon, rendered by the server. */
  icon: ReactNode;
  /** The 'vertical-type' layout: a full-width button with its text. */
  wide: boolean;
}) {
  const { settings } = useShopping();
  const cart = useSeededQueryData<Cart>(settings?.cartKey ?? NO_KEY);
  const line = cart?.find((entry) => entry.item_id === item.id);
  if (line !== undefined) {
    return (
      <QuantityStepper
        size="sm"
        quantity={line.quantity}
        label={texts.quantity}
        increaseLabel={texts.increase}
        decreaseLabel={texts.decrease}
        removeLabel={texts.remove}
        onIncrement={() => void shoppingBus.run({ kind: "card-step", line, delta: 1 })}
        onDecrement={() => void shoppingBus.run({ kind: "card-step", line, delta: -1 })}
        onRemove={() => void shoppingBus.run({ kind: "remove", line })}
      />
    );
  }
  return (
    <button
      type="button"
      aria-label={`${texts.addToCart}: ${item.name}`}
      className={
        wide
          ? "bg-primary text-primary-foreground hover:bg-primary/90 focus-visible:ring-ring inline-flex h-9 w-full cursor-pointer items-center justify-center gap-1 rounded-full px-3 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-offset-2 [&_svg]:size-4"
          : "bg-primary text-primary-foreground hover:bg-primary/90 focus-visible:ring-ring inline-flex size-8 cursor-pointer items-center justify-center rounded-full outline-none focus-visible:ring-2 focus-visible:ring-offset-2 [&_svg]:size-4"
      }
      {...intent}
      onClick={() => void shoppingBus.run({ kind: "card-add", item })}
    >
      {icon}
      {wide ? <span aria-hidden="true">{texts.addToCart}</span> : null}
    </button>
  );
}

/** A key no query has: before the frame configured the bus there is no cart to read. */
const NO_KEY = ["no-cart"] as const;

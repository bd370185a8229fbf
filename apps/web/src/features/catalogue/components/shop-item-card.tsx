"use client";

import { useQuery } from "@tanstack/react-query";

import type { Item } from "@marketplace/api-client";
import type { ItemCardProps } from "@marketplace/ui";
import { deferredCartQueryOptions } from "@marketplace/api-client/query/deferred";
import { ItemCard } from "@marketplace/ui";

import type { ShopSettings } from "~/features/cart/shopping-bus";
import { useShopping } from "~/features/cart/hooks/use-shopping";
import { shoppingBus } from "~/features/cart/shopping-bus";
import { useVisitor } from "~/lib/visitor/visitor-provider";

type ShopItemCardProps = Omit<ItemCardProps, "onOpen" | "cart" | "wishlist"> & {
  /** The wire item the card shows (what the cart needs to add it). */
  wire: Item;
};

/** The item's cart line from the cached cart (the layout prefetched it for the header's count). */
function useCartLine(settings: ShopSettings, itemId: number) {
  const visitor = useVisitor();
  const cart = useQuery({
    ...deferredCartQueryOptions(settings.cartKey, async () => {
      const { getBrowserClient } = await import("~/lib/api/browser-client");
      return getBrowserClient(visitor);
    }),
    enabled: settings.hasCart,
  });
  return cart.data?.find((line) => line.item_id === itemId) ?? null;
}

function CardWithCart({
  settings,
  wire,
  ...props
}: ShopItemCardProps & { settings: ShopSettings }) {
  const line = useCartLine(settings, wire.id);
  return (
    // Pointer or focus on the card is intent: the cart writer loads before the click.
    <div className="contents" onPointerEnter={shoppingBus.prepare} onFocus={shoppingBus.prepare}>
      <ItemCard
        {...props}
        onOpen={() => shoppingBus.openItem({ id: wire.id })}
        cart={{
          quantity: line?.quantity ?? 0,
          onAdd: () => void shoppingBus.run({ kind: "card-add", item: wire }),
          onIncrement: () => {
            if (line) void shoppingBus.run({ kind: "card-step", line, delta: 1 });
          },
          onDecrement: () => {
            if (line) void shoppingBus.run({ kind: "card-step", line, delta: -1 });
          },
          onRemove: () => {
            if (line) void shoppingBus.run({ kind: "remove", line });
          },
        }}
      />
    </div>
  );
}

/**
 * An item card with its actions: Quick View (and, outside ecommerce, the card itself) opens the item
 * dialog; Add to cart, or the stepper when the item is in the cart. The work happens in the code the
 * frame loads on intent (`ShoppingHost`); the card only asks through the shopping bus.
 */
export function ShopItemCard(props: ShopItemCardProps) {
  const { settings } = useShopping();
  const visitor = useVisitor();
  const { wire, ...rest } = props;
  // Outside ecommerce the card opens the item dialog (spec: card click); ecommerce goes to the product page.
  const { href, ...view } = props.item;
  const item = visitor.module?.type === "ecommerce" && href !== undefined ? props.item : view;
  if (settings === null) {
    return <ItemCard {...rest} item={item} onOpen={() => shoppingBus.openItem({ id: wire.id })} />;
  }
  return <CardWithCart {...rest} wire={wire} item={item} settings={settings} />;
}

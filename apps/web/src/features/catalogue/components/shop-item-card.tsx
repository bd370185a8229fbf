"use client";

import type { Cart, Item } from "@marketplace/api-client";
import type { ItemCardProps } from "@marketplace/ui";
import { ItemCard } from "@marketplace/ui";

import type { ShopSettings } from "~/features/cart/shopping-bus";
import { useShopping } from "~/features/cart/hooks/use-shopping";
import { shoppingBus } from "~/features/cart/shopping-bus";
import { useSeededQueryData } from "~/lib/query/query-seed";
import { useVisitor } from "~/lib/visitor/visitor-provider";

type ShopItemCardProps = Omit<ItemCardProps, "onOpen" | "cart" | "wishlist"> & {
  /** The wire item the card shows (what the cart needs to add it). */
  wire: Item;
};

/** The item's cart line from the cached cart (the layout prefetched it for the header's count). */
function useCartLine(settings: ShopSettings, itemId: number) {
  // The layout's seed, then the tab's QueryClient once a part created it: no TanStack code in the cards.
  const cart = useSeededQueryData<Cart>(settings.cartKey);
  if (!settings.hasCart) return null;
  return cart?.find((line) => line.item_id === itemId) ?? null;
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

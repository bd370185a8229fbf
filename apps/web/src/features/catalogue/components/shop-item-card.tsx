import { Eye, Plus } from "lucide-react";

import type { Item } from "@marketplace/api-client";
import type { ItemCardProps } from "@marketplace/ui";
import { ItemCard } from "@marketplace/ui";

import type { CardActionTexts } from "./card-actions";
import { CardCartAction, QuickViewAction } from "./card-actions";

type ShopItemCardProps = Omit<ItemCardProps, "onOpen" | "cart" | "wishlist" | "actions"> & {
  /** The wire item the card shows (what the cart needs to add it). */
  wire: Item;
  actionTexts: CardActionTexts;
};

/**
 * An item card rendered on the server with its actions as small client islands: Quick View opens the
 * item dialog; Add to cart, or the stepper when the item is in the cart. The dialog, the drawer and the
 * cart writer load on intent (the frame's `ShoppingMount`), never in the page's first load.
 */
export function ShopItemCard({ wire, actionTexts, ...props }: ShopItemCardProps) {
  return (
    <ItemCard
      {...props}
      imageActions={
        <QuickViewAction
          itemId={wire.id}
          name={wire.name}
          label={actionTexts.quickView}
          icon={<Eye aria-hidden="true" />}
        />
      }
      actions={
        <CardCartAction
          item={wire}
          texts={actionTexts}
          icon={<Plus aria-hidden="true" />}
          wide={props.layout === "vertical-type"}
        />
      }
    />
  );
}

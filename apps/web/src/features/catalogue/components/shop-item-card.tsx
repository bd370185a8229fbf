import type { Item } from "@marketplace/api-client";
import type { ItemCardProps } from "@marketplace/ui";
import { isCampaignItem, itemAvailability, purchaseActions } from "@marketplace/domain";
import { ItemCard, SpriteIcon } from "@marketplace/ui";

import type { CardActionTexts } from "./card-actions";
import { WishlistHeart } from "~/features/wishlist/components/wishlist-heart";
import { CardCartAction, QuickViewAction } from "./card-actions";
import { cartActionItem } from "./cart-action-item";

type ShopItemCardProps = Omit<
  ItemCardProps,
  "onOpen" | "cart" | "wishlist" | "actions" | "cornerAction"
> & {
  /** The wire item the card shows (what the cart needs to add it). */
  wire: Item;
  actionTexts: CardActionTexts;
};

/**
 * An item card rendered on the server with its actions as small client islands: Quick View opens the
 * item dialog; Add to cart, or the stepper when the item is in the cart; the wishlist heart (not on
 * campaign items). The dialog, the drawer and the
 * cart writer load on intent (the frame's `ShoppingMount`), never in the page's first load.
 */
export function ShopItemCard({ wire, actionTexts, ...props }: ShopItemCardProps) {
  const wide = props.layout === "vertical-type";
  // Food outside its hours without schedule_order offers no purchase: its card shows only the overlay.
  const orderable = purchaseActions(wire, itemAvailability(wire, new Date())).actions.length > 0;
  return (
    <ItemCard
      {...props}
      // The wishlist is not offered for campaign items.
      {...(isCampaignItem(wire)
        ? {}
        : {
            cornerAction: (
              <WishlistHeart
                target={{ item_id: wire.id }}
                texts={actionTexts.wishlist}
                revealOnHover
              />
            ),
          })}
      imageActions={
        <QuickViewAction
          itemId={wire.id}
          name={wire.name}
          label={actionTexts.quickView}
          icon={<SpriteIcon name="eye" />}
          // One short class per button (globals.css): the cards' props are sent once per card.
          className="card-quick-view"
        />
      }
      {...(orderable
        ? {
            actions: (
              <CardCartAction
                item={cartActionItem(wire)}
                texts={actionTexts}
                icon={<SpriteIcon name="plus" />}
                wide={wide}
                className={wide ? "card-add-wide" : "card-add"}
              />
            ),
          }
        : {})}
    />
  );
}

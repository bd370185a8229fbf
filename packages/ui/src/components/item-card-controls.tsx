import type { ItemCardLayout } from "./item-card";
import { cn } from "../lib/cn";
import { QuantityStepper } from "./quantity-stepper";
import { SpriteIcon } from "./sprite-icon";
import { WishlistButton } from "./wishlist-button";

/** The cart state of one card: 0 = not in the cart (an Add button), otherwise a stepper. */
type ItemCartControl = {
  quantity: number;
  max?: number;
  onAdd: () => void;
  onIncrement: () => void;
  onDecrement: () => void;
  onRemove: () => void;
  onLimitReached?: () => void;
  busy?: boolean;
};

type ItemCartActionsProps = {
  cart: ItemCartControl;
  /** The item's name, read after the Add button's label ('Add to cart: Fresh milk'). */
  itemName: string;
  /** The card's layout: `vertical-type` shows a wide labelled Add button. */
  layout?: ItemCardLayout;
  labels?: {
    addToCart?: string;
    quantity?: string;
    increase?: string;
    decrease?: string;
    remove?: string;
  };
};

/**
 * An item card's cart actions for an app that holds the cart in the browser: pass it as the card's
 * `actions`. Kept out of `ItemCard`, so a server-rendered card whose app brings its own actions does not
 * ship the stepper.
 */
function ItemCartActions({
  cart,
  itemName,
  layout = "vertical",
  labels = {},
}: ItemCartActionsProps) {
  if (cart.quantity > 0)
    return (
      <QuantityStepper
        size="sm"
        quantity={cart.quantity}
        onIncrement={cart.onIncrement}
        onDecrement={cart.onDecrement}
        onRemove={cart.onRemove}
        {...(cart.max === undefined ? {} : { max: cart.max })}
        {...(cart.onLimitReached === undefined ? {} : { onLimitReached: cart.onLimitReached })}
        busy={cart.busy ?? false}
        {...(labels.quantity === undefined ? {} : { label: labels.quantity })}
        {...(labels.increase === undefined ? {} : { increaseLabel: labels.increase })}
        {...(labels.decrease === undefined ? {} : { decreaseLabel: labels.decrease })}
        {...(labels.remove === undefined ? {} : { removeLabel: labels.remove })}
      />
    );
  const wide = layout === "vertical-type";
  return (
    <button
      type="button"
      aria-label={`${labels.addToCart ?? "Add to cart"}: ${itemName}`}
      disabled={cart.busy}
      className={cn(
        "bg-primary text-primary-foreground hover:bg-primary/90 focus-visible:ring-ring inline-flex cursor-pointer items-center justify-center gap-1 rounded-full outline-none focus-visible:ring-2 focus-visible:ring-offset-2 disabled:opacity-60 [&_svg]:size-4",
        wide ? "h-9 w-full px-3 text-sm font-medium" : "size-8",
      )}
      onClick={cart.onAdd}
    >
      <SpriteIcon name="plus" />
      {wide ? <span aria-hidden="true">{labels.addToCart ?? "Add to cart"}</span> : null}
    </button>
  );
}

type CardWishlistProps = {
  active: boolean;
  onToggle: () => void;
  busy?: boolean;
  addLabel?: string;
  removeLabel?: string;
  /** Hidden until the card is hovered or focused (item cards on devices that hover). */
  revealOnHover?: boolean;
};

/** A card's wishlist heart for its `cornerAction` slot (item and store cards). */
function CardWishlist({
  active,
  onToggle,
  busy = false,
  addLabel,
  removeLabel,
  revealOnHover = false,
}: CardWishlistProps) {
  return (
    <WishlistButton
      active={active}
      onToggle={onToggle}
      busy={busy}
      {...(addLabel === undefined ? {} : { addLabel })}
      {...(removeLabel === undefined ? {} : { removeLabel })}
      className={cn(
        revealOnHover &&
          "transition-opacity group-focus-within:opacity-100 group-hover:opacity-100",
        revealOnHover && !active && "[@media(hover:hover)]:opacity-0",
      )}
    />
  );
}

export { CardWishlist, ItemCartActions };
export type { CardWishlistProps, ItemCartActionsProps, ItemCartControl };

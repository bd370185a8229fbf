"use client";

import { cx } from "../lib/cx";
import { SpriteIcon } from "./sprite-icon";

type WishlistButtonProps = {
  active: boolean;
  onToggle: () => void;
  addLabel?: string;
  removeLabel?: string;
  busy?: boolean;
  className?: string;
};

/** The heart toggle on item and store cards: 'Add to wishlist' / 'Remove from wishlist'. */
function WishlistButton({
  active,
  onToggle,
  addLabel = "Add to wishlist",
  removeLabel = "Remove from wishlist",
  busy = false,
  className,
}: WishlistButtonProps) {
  return (
    <button
      type="button"
      data-slot="wishlist-button"
      aria-label={active ? removeLabel : addLabel}
      aria-pressed={active}
      aria-busy={busy || undefined}
      disabled={busy}
      className={cx(
        "bg-background/90 text-foreground hover:bg-background focus-visible:ring-ring grid size-8 cursor-pointer place-items-center rounded-full border shadow-sm outline-none focus-visible:ring-2 disabled:opacity-60 [&_svg]:size-4",
        className,
      )}
      onClick={onToggle}
    >
      <SpriteIcon
        name="heart"
        className={active ? "fill-destructive text-destructive" : undefined}
      />
    </button>
  );
}

export { WishlistButton };
export type { WishlistButtonProps };

"use client";

import type { WishlistTarget } from "@marketplace/api-client";
import { cx, WishlistButton } from "@marketplace/ui";

import { notify } from "~/lib/notify/notify";
import { useWishlist } from "../hooks/use-wishlist";
import { wishlistBus } from "../wishlist-bus";

/** The hearts' texts, from the server in the page's language. */
export interface WishlistHeartTexts {
  add: string;
  remove: string;
  /** 'You are not logged in'. */
  notLoggedIn: string;
}

const intent = {
  onPointerEnter: wishlistBus.prepare,
  onFocus: wishlistBus.prepare,
};

/**
 * A heart for an item or a store (cards, dialogs, product and store pages): toggles it through the
 * wishlist bus (the add or remove call loads on intent), favourited at once; a guest gets 'You are not
 * logged in'. With `count` (the item's or store's `whislists_count` from the server), the number follows
 * the customer's own toggle.
 */
export function WishlistHeart({
  target,
  texts,
  count,
  revealOnHover = false,
}: {
  target: WishlistTarget;
  texts: WishlistHeartTexts;
  count?: number;
  revealOnHover?: boolean;
}) {
  const snapshot = useWishlist();
  const active = wishlistBus.isActive(snapshot, target);
  const shown = count === undefined ? undefined : shownCount(count, snapshot, target, active);

  function toggle() {
    if (snapshot.queryKey === null) {
      void notify.error(texts.notLoggedIn);
      return;
    }
    void wishlistBus.run({ target, add: !active });
  }

  const heart = (
    <span className="contents" {...intent}>
      <WishlistButton
        active={active}
        onToggle={toggle}
        addLabel={texts.add}
        removeLabel={texts.remove}
        // As the ui's `CardWishlist`, without tailwind-merge (kept out of the first load).
        className={cx(
          revealOnHover &&
            "transition-opacity group-focus-within:opacity-100 group-hover:opacity-100",
          revealOnHover && !active && "[@media(hover:hover)]:opacity-0",
        )}
      />
    </span>
  );
  if (shown === undefined) return heart;
  return (
    <span className="inline-flex items-center gap-1.5">
      {heart}
      <span
        className="text-muted-foreground text-sm tabular-nums"
        data-testid="wishlist-heart-count"
      >
        {shown}
      </span>
    </span>
  );
}

/** The server's count, moved by one when the heart now differs from what the page was rendered with. */
function shownCount(
  count: number,
  snapshot: ReturnType<typeof wishlistBus.snapshot>,
  target: WishlistTarget,
  active: boolean,
): number {
  const held = wishlistBus.wasRendered(snapshot, target);
  if (active === held) return count;
  return Math.max(0, count + (active ? 1 : -1));
}

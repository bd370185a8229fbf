import { cx } from "../lib/cx";

/*
 * Icons every card repeats (quick view, add to cart, wishlist) and the spinner of a dialog on its way
 * (the frame's, on every page), drawn once per page: `IconSprite`
 * (icon-sprite.tsx), rendered once in the document's body, holds their shapes as `<symbol>`s, and
 * `SpriteIcon` is an `<svg>` that uses one. A lucide component per card cost about 330 bytes of HTML per
 * icon (its attributes and path), more in the RSC payload, and a client component to hydrate; a sprite
 * icon is about 70 bytes and no script. Plain markup: server and client components render it alike.
 */

/** The sprite's icons (`SPRITE_ICONS` in icon-sprite.tsx has a shape for each). */
export type SpriteIconName =
  | "badge-percent"
  | "chevron-left"
  | "chevron-right"
  | "clock"
  | "eye"
  | "heart"
  | "loader"
  | "map"
  | "map-pin"
  | "menu"
  | "moon"
  | "pause"
  | "play"
  | "plus"
  | "search"
  | "shopping-cart"
  | "sun"
  | "user-round";

/** The id of an icon's `<symbol>` in the sprite. */
export const spriteSymbolId = (name: SpriteIconName) => `ui-i-${name}`;

/**
 * A decorative icon from the sprite (hidden from assistive technology: the control around it has the
 * name). Drawn by `.ui-icon` (icon.css): 24 px, the text colour's stroke; size and fill by `className`.
 */
function SpriteIcon({ name, className }: { name: SpriteIconName; className?: string | undefined }) {
  return (
    <svg aria-hidden="true" className={cx("ui-icon", className)}>
      <use href={`#${spriteSymbolId(name)}`} />
    </svg>
  );
}

export { SpriteIcon };

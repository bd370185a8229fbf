import type { SpriteIconName } from "./sprite-icon";
import { spriteSymbolId } from "./sprite-icon";

/*
 * The shapes of the sprite icons (`SpriteIcon`), drawn once per page: render `IconSprite` once, early in
 * the document's body. Server-side markup only: no client component imports this module, so the path
 * data is in the HTML once and in no script. Path data from lucide-react (ISC licence), the icon set of
 * the rest of the kit; `sprite-icon.test.tsx` checks it against the installed lucide-react.
 */

/** Each sprite icon's shape (lucide's 24 × 24 grid): paths and circles. */
export const SPRITE_ICONS = {
  eye: {
    paths: [
      "M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0",
    ],
    circles: [{ cx: 12, cy: 12, r: 3 }],
  },
  heart: {
    paths: [
      "M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5",
    ],
    circles: [],
  },
  plus: { paths: ["M5 12h14", "M12 5v14"], circles: [] },
} as const satisfies Record<
  SpriteIconName,
  { paths: readonly string[]; circles: readonly { cx: number; cy: number; r: number }[] }
>;

/**
 * The sprite: render it once, early in the body (the web app's root layout, Storybook's frame). Hidden
 * and out of the flow; `SpriteIcon`s anywhere in the document draw from it.
 */
function IconSprite() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="0"
      height="0"
      style={{ position: "absolute", overflow: "hidden" }}
    >
      {(Object.keys(SPRITE_ICONS) as SpriteIconName[]).map((name) => (
        <symbol key={name} id={spriteSymbolId(name)} viewBox="0 0 24 24">
          {SPRITE_ICONS[name].circles.map((circle) => (
            <circle key={`${String(circle.cx)}-${String(circle.cy)}`} {...circle} />
          ))}
          {SPRITE_ICONS[name].paths.map((d) => (
            <path key={d} d={d} />
          ))}
        </symbol>
      ))}
    </svg>
  );
}

export { IconSprite };

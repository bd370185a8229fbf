import { createElement } from "react";

/*
 * An icon's drawing in lucide's own form (`__iconData.node` of each lucide-react icon module, ISC licence):
 * its elements on the 24 × 24 grid, each a tag and its attributes. The sprite, the static icons and the
 * web app's glyphs keep their shapes this way, so a test can compare them with the installed lucide-react
 * element by element.
 */

/** The SVG elements lucide draws its icons with. */
export type IconElementTag =
  "circle" | "ellipse" | "line" | "path" | "polygon" | "polyline" | "rect";

/** An icon's elements: each element's tag and attributes (numbers as lucide writes them, strings). */
export type IconNode = readonly (readonly [IconElementTag, Readonly<Record<string, string>>])[];

/** The elements of an icon, to place inside an `<svg>` or a `<symbol>` with a 24 × 24 view box. */
export function IconShapes({ node }: { node: IconNode }) {
  // The elements never move: their place is their key.
  return node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }));
}

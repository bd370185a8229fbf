import type { ModuleType } from "@marketplace/domain";
import type { IconNode } from "@marketplace/ui";
import { StaticIcon } from "@marketplace/ui";

import { SHOPPING_BAG } from "~/lib/icons/shopping-bag";

/*
 * Each module's glyph (shown when the API gives the module no icon) as plain SVG: lucide's carrot, pill,
 * shopping bag, crossed utensils and package (ISC licence; `module-glyph.test.tsx` checks the shapes
 * against the installed lucide-react). A lucide component rendered by a server component is a reference to
 * lucide's client `Icon`: importing one here put lucide's runtime into the first load of every page that
 * can show a module's icon (`/`, `/home`), though the glyph is almost never drawn.
 */
export const MODULE_GLYPHS: Record<ModuleType, IconNode> = {
  grocery: [
    ["path", { d: "M15 16a1 1 0 0 0-7-7q-4 4-5.987 12.385a.5.5 0 0 0 .602.602Q11 20 15 16l-3-3" }],
    ["path", { d: "M15 9q4 4 7 0-3-4-7 0 4-4 0-7-4 3 0 7" }],
    ["path", { d: "m8 15-2.58-2.58" }],
  ],
  pharmacy: [
    ["path", { d: "m10.5 20.5 10-10a4.95 4.95 0 1 0-7-7l-10 10a4.95 4.95 0 1 0 7 7Z" }],
    ["path", { d: "m8.5 8.5 7 7" }],
  ],
  ecommerce: SHOPPING_BAG,
  food: [
    ["path", { d: "m16 2-2.3 2.3a3 3 0 0 0 0 4.2l1.8 1.8a3 3 0 0 0 4.2 0L22 8" }],
    ["path", { d: "M15 15 3.3 3.3a4.2 4.2 0 0 0 0 6l7.3 7.3c.7.7 2 .7 2.8 0L15 15Zm0 0 7 7" }],
    ["path", { d: "m2.1 21.8 6.4-6.3" }],
    ["path", { d: "m19 5-7 7" }],
  ],
  parcel: [
    [
      "path",
      {
        d: "M11 21.73a2 2 0 0 0 2 0l7-4A2 2 0 0 0 21 16V8a2 2 0 0 0-1-1.73l-7-4a2 2 0 0 0-2 0l-7 4A2 2 0 0 0 3 8v8a2 2 0 0 0 1 1.73z",
      },
    ],
    ["path", { d: "M12 22V12" }],
    ["polyline", { points: "3.29 7 12 12 20.71 7" }],
    ["path", { d: "m7.5 4.27 9 5.15" }],
  ],
};

/** A module's glyph, decorative (the module's name is beside it), drawn as lucide draws its icons. */
export function ModuleGlyph({ type, className }: { type: ModuleType; className?: string }) {
  return <StaticIcon node={MODULE_GLYPHS[type]} className={className} />;
}

import type { ModuleType } from "@marketplace/domain";
import { StaticIcon } from "@marketplace/ui";

/*
 * Each module's glyph (shown when the API gives the module no icon) as plain SVG: lucide's carrot, pill,
 * shopping bag, crossed utensils and package (ISC licence; `module-glyph.test.tsx` checks the shapes
 * against the installed lucide-react). A lucide component rendered by a server component is a reference to
 * lucide's client `Icon`: importing one here put lucide's runtime into the first load of every page that
 * can show a module's icon (`/`, `/home`), though the glyph is almost never drawn.
 */
export const MODULE_GLYPH_PATHS: Record<ModuleType, readonly string[]> = {
  grocery: [
    "M15 16a1 1 0 0 0-7-7q-4 4-5.987 12.385a.5.5 0 0 0 .602.602Q11 20 15 16l-3-3",
    "M15 9q4 4 7 0-3-4-7 0 4-4 0-7-4 3 0 7",
    "m8 15-2.58-2.58",
  ],
  pharmacy: ["m10.5 20.5 10-10a4.95 4.95 0 1 0-7-7l-10 10a4.95 4.95 0 1 0 7 7Z", "m8.5 8.5 7 7"],
  ecommerce: [
    "M16 10a4 4 0 0 1-8 0",
    "M3.103 6.034h17.794",
    "M3.4 5.467a2 2 0 0 0-.4 1.2V20a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6.667a2 2 0 0 0-.4-1.2l-2-2.667A2 2 0 0 0 17 2H7a2 2 0 0 0-1.6.8z",
  ],
  food: [
    "m16 2-2.3 2.3a3 3 0 0 0 0 4.2l1.8 1.8a3 3 0 0 0 4.2 0L22 8",
    "M15 15 3.3 3.3a4.2 4.2 0 0 0 0 6l7.3 7.3c.7.7 2 .7 2.8 0L15 15Zm0 0 7 7",
    "m2.1 21.8 6.4-6.3",
    "m19 5-7 7",
  ],
  parcel: [
    "M11 21.73a2 2 0 0 0 2 0l7-4A2 2 0 0 0 21 16V8a2 2 0 0 0-1-1.73l-7-4a2 2 0 0 0-2 0l-7 4A2 2 0 0 0 3 8v8a2 2 0 0 0 1 1.73z",
    "M12 22V12",
    // lucide's polyline (3.29 7, 12 12, 20.71 7) as a path.
    "M3.29 7 12 12 20.71 7",
    "m7.5 4.27 9 5.15",
  ],
};

/** A module's glyph, decorative (the module's name is beside it), drawn as lucide draws its icons. */
export function ModuleGlyph({ type, className }: { type: ModuleType; className?: string }) {
  return <StaticIcon paths={MODULE_GLYPH_PATHS[type]} className={className} />;
}

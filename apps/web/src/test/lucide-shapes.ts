import type { LucideIcon } from "lucide-react";
import type { ReactElement } from "react";
import * as lucide from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";

/*
 * For tests of icons drawn in lucide's shapes without lucide-react's components (the glyphs, the module
 * glyphs): what the installed lucide-react draws, to compare with.
 */

/** lucide-react's component of an icon, by its kebab-case name (`circle-check` → `CircleCheck`). */
export function lucideIcon(name: string): LucideIcon {
  const exportName = name.replace(/(^|-)([a-z0-9])/g, (_, __: string, letter: string) =>
    letter.toUpperCase(),
  );
  const icon = (lucide as unknown as Record<string, LucideIcon | undefined>)[exportName];
  if (!icon) throw new Error(`lucide-react has no ${exportName}`);
  return icon;
}

/** The elements inside an icon's `<svg>`, as markup. */
export function shapesOf(icon: ReactElement): string {
  return renderToStaticMarkup(icon)
    .replace(/^<svg[^>]*>/, "")
    .replace(/<\/svg>$/, "");
}

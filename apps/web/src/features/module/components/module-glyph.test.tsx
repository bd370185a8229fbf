import type { LucideIcon } from "lucide-react";
import { Carrot, Package, Pill, ShoppingBag, UtensilsCrossed } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import type { ModuleType } from "@marketplace/domain";

import { ModuleGlyph } from "./module-glyph";

const LUCIDE: Record<ModuleType, LucideIcon> = {
  grocery: Carrot,
  pharmacy: Pill,
  ecommerce: ShoppingBag,
  food: UtensilsCrossed,
  parcel: Package,
};

/** The shapes of an SVG's markup as path data (a polyline's points as a path). */
function shapes(markup: string): string[] {
  const found = [...markup.matchAll(/<path d="([^"]+)"/g)].map(([, d = ""]) => d);
  for (const [, points = ""] of markup.matchAll(/<polyline points="([^"]+)"/g)) {
    const [first = "", ...rest] = points.trim().split(/\s+(?=\d)/);
    found.push(`M${[first, ...rest].join(" ")}`);
  }
  return found.sort();
}

describe("ModuleGlyph", () => {
  it.each(Object.keys(LUCIDE) as ModuleType[])(
    "draws the %s module's glyph exactly as the installed lucide-react does",
    (type) => {
      const Lucide = LUCIDE[type];
      expect(shapes(renderToStaticMarkup(<ModuleGlyph type={type} />))).toEqual(
        shapes(renderToStaticMarkup(<Lucide />)),
      );
    },
  );

  it("is decorative and drawn with lucide's stroke", () => {
    const markup = renderToStaticMarkup(<ModuleGlyph type="food" className="size-6" />);
    expect(markup).toContain('aria-hidden="true"');
    expect(markup).toContain('stroke="currentColor"');
    expect(markup).toContain('stroke-width="2"');
    expect(markup).toContain('class="size-6"');
  });
});

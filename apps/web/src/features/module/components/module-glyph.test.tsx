import type { LucideIcon } from "lucide-react";
import { Carrot, Package, Pill, ShoppingBag, UtensilsCrossed } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import type { ModuleType } from "@marketplace/domain";

import { shapesOf } from "~/test/lucide-shapes";
import { ModuleGlyph } from "./module-glyph";

const LUCIDE: Record<ModuleType, LucideIcon> = {
  grocery: Carrot,
  pharmacy: Pill,
  ecommerce: ShoppingBag,
  food: UtensilsCrossed,
  parcel: Package,
};

describe("ModuleGlyph", () => {
  it.each(Object.keys(LUCIDE) as ModuleType[])(
    "draws the %s module's glyph exactly as the installed lucide-react does",
    (type) => {
      const Lucide = LUCIDE[type];
      expect(shapesOf(<ModuleGlyph type={type} />)).toBe(shapesOf(<Lucide />));
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

import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

import type { GlyphName } from "./glyph";
import { lucideIcon, shapesOf } from "~/test/lucide-shapes";
import { Glyph, GLYPHS } from "./glyph";

vi.mock("server-only", () => ({}));

describe("Glyph", () => {
  it.each(Object.keys(GLYPHS) as GlyphName[])(
    "draws %s exactly as the installed lucide-react does",
    (name) => {
      const Lucide = lucideIcon(name);
      const ours = shapesOf(<Glyph name={name} />);
      expect(ours).not.toBe("");
      expect(ours).toBe(shapesOf(<Lucide />));
    },
  );

  it("is decorative, drawn with lucide's stroke, sized by the caller", () => {
    const markup = renderToStaticMarkup(<Glyph name="truck" className="size-4" />);
    expect(markup).toContain('aria-hidden="true"');
    expect(markup).toContain('stroke="currentColor"');
    expect(markup).toContain('stroke-width="2"');
    expect(markup).toContain('class="size-4"');
  });
});

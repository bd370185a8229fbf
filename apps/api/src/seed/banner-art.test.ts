import { describe, expect, it } from "vitest";

import { fitText, SAFE_HEIGHT, SAFE_WIDTH, textBlock, wrapWords } from "./banner-art";
import { buildDemoData } from "./build";
import { buildSettings } from "./settings";

const wide = [
  ...buildDemoData(new Date("2026-01-01T00:00:00Z")).images,
  ...buildSettings().images,
].flatMap((spec) => (spec.kind === "banner" || spec.kind === "cover" ? [spec] : []));

describe("banner and cover artwork", () => {
  it("keeps the safe area inside every crop the storefront uses (16:9 to 4:1 of 1200×400)", () => {
    // object-fit: cover of 1200×400 in a 16:9 box keeps 400 × 16 / 9 ≈ 711 px of width; in 4:1, 300 px of height.
    expect(SAFE_WIDTH).toBeLessThanOrEqual(Math.floor((400 * 16) / 9));
    expect(SAFE_HEIGHT).toBeLessThanOrEqual(1200 / 4);
    // A 1000×400 cover in its 2:1 box keeps 800 px of width.
    expect(SAFE_WIDTH).toBeLessThanOrEqual(800);
  });

  it("wraps every seeded title and subtitle into at most two lines that fit the safe width", () => {
    expect(wide.length).toBeGreaterThan(100);
    for (const spec of wide) {
      const title = fitText(spec.title, { start: 60, min: 32, em: 0.64, maxLines: 2 });
      expect(title.lines.length).toBeLessThanOrEqual(2);
      for (const line of title.lines)
        expect(line.length * title.size * 0.64).toBeLessThanOrEqual(SAFE_WIDTH);
      const subtitle = fitText(spec.subtitle, { start: 34, min: 20, em: 0.56, maxLines: 2 });
      expect(subtitle.lines.length).toBeLessThanOrEqual(2);
    }
  });

  it("centres the text (text-anchor middle on the centre line)", () => {
    const svg = textBlock("Grocery Spring Clearance", "This campaign is over.", 600, 200);
    expect(svg).toContain('x="600"');
    expect(svg).toContain('text-anchor="middle"');
    expect(svg).not.toContain('x="56"');
  });

  it("breaks lines at spaces only", () => {
    expect(wrapWords("Fresh produce, dairy and pantry staples", 16)).toEqual([
      "Fresh produce,",
      "dairy and pantry",
      "staples",
    ]);
  });
});

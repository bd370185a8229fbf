import { describe, expect, it } from "vitest";

import { fitText, SAFE_HEIGHT, SAFE_WIDTH, textBlock, wrapWords } from "./banner-art";
import { buildDemoData } from "./build";
import { buildSettings } from "./settings";
import { textWidth } from "./text-paths";

/** The extent of the points (end and control points) of a path of M/m, l, q, c and z commands. */
function extent(d: string) {
  const tokens = d.match(/[MmlqcZz]|-?\d+(\.\d+)?/g) ?? [];
  let [x, y] = [0, 0];
  let [startX, startY] = [0, 0];
  const xs: number[] = [];
  const ys: number[] = [];
  let command = "";
  const values: number[] = [];
  const flush = () => {
    const size = { M: 2, m: 2, l: 2, q: 4, c: 6 }[command] ?? 0;
    while (size > 0 && values.length >= size) {
      const group = values.splice(0, size);
      const base = command === "M" ? [0, 0] : [x, y];
      for (let index = 0; index < group.length; index += 2) {
        xs.push((base[0] ?? 0) + (group[index] ?? 0));
        ys.push((base[1] ?? 0) + (group[index + 1] ?? 0));
      }
      x = (base[0] ?? 0) + (group[size - 2] ?? 0);
      y = (base[1] ?? 0) + (group[size - 1] ?? 0);
      if (command === "M" || command === "m") [startX, startY] = [x, y];
    }
  };
  for (const token of tokens) {
    if (/^[A-Za-z]$/.test(token)) {
      flush();
      command = token;
      if (token === "z" || token === "Z") [x, y] = [startX, startY];
    } else values.push(Number(token));
  }
  flush();
  return {
    minX: Math.min(...xs),
    maxX: Math.max(...xs),
    minY: Math.min(...ys),
    maxY: Math.max(...ys),
  };
}

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

  it("centres each line on the centre line, drawn as outlines", () => {
    const svg = textBlock("Grocery Spring Clearance", "This campaign is over.", 600, 200);
    expect(svg).not.toContain("<text");
    const lines = [...svg.matchAll(/<path d="([^"]+)"/g)].map((match) => match[1] ?? "");
    // The title takes two lines at its size, the subtitle one.
    expect(lines).toHaveLength(3);
    for (const d of lines) {
      const { minX, maxX, minY, maxY } = extent(d);
      // Symmetric about x = 600 within the glyphs' side bearings (a couple of pixels).
      expect(Math.abs((minX + maxX) / 2 - 600)).toBeLessThan(3);
      expect(maxX - minX).toBeGreaterThan(100);
      expect(minY).toBeGreaterThan(200 - SAFE_HEIGHT / 2);
      expect(maxY).toBeLessThan(200 + SAFE_HEIGHT / 2);
    }
  });

  it("keeps every seeded line within the safe width when set in Inter", () => {
    for (const spec of wide) {
      const title = fitText(spec.title, { start: 60, min: 32, em: 0.64, maxLines: 2 });
      for (const line of title.lines)
        expect(textWidth(line, title.size, 800), line).toBeLessThanOrEqual(SAFE_WIDTH);
      const subtitle = fitText(spec.subtitle, { start: 34, min: 20, em: 0.56, maxLines: 2 });
      for (const line of subtitle.lines)
        expect(textWidth(line, subtitle.size, 400), line).toBeLessThanOrEqual(SAFE_WIDTH);
    }
  });

  it("breaks lines at spaces only", () => {
    expect(wrapWords("Fresh produce, dairy and pantry staples", 16)).toEqual([
      "Fresh produce,",
      "dairy and pantry",
      "staples",
    ]);
  });
});

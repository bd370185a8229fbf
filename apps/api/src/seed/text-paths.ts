/**
 * Text of the generated pictures drawn as outlines (SVG paths) from Inter, the storefront's font, so
 * a picture looks the same on every machine: no `<text>` element, so no font of the viewer's is
 * needed (and none can be missing). Inter's static latin cuts come from `@fontsource/inter`; fontkit
 * lays the text out (advances and kerning) and gives each glyph's outline.
 */
import { createRequire } from "node:module";
import type { Font } from "fontkit";
import { openSync } from "fontkit";

export type Weight = 400 | 700 | 800;

const require = createRequire(import.meta.url);
const fonts = new Map<Weight, Font>();

function fontOf(weight: Weight): Font {
  let font = fonts.get(weight);
  if (!font) {
    const opened = openSync(
      require.resolve(`@fontsource/inter/files/inter-latin-${String(weight)}-normal.woff2`),
    );
    if (!("layout" in opened)) throw new Error("expected a single font, not a collection");
    font = opened;
    fonts.set(weight, font);
  }
  return font;
}

/** One decimal: a tenth of a pixel is below what any screen shows at these sizes. */
const tenth = (value: number) => Math.round(value * 10) / 10;
/** A coordinate as text: a tenth at most, without a float's noise ("0.30000000000000004"). */
const num = (value: number) => String(tenth(value));

/** The width (px) of `text` set in Inter at `size` px. */
export function textWidth(text: string, size: number, weight: Weight): number {
  const font = fontOf(weight);
  const run = font.layout(text);
  const units = run.positions.reduce((sum, position) => sum + position.xAdvance, 0);
  return (units * size) / font.unitsPerEm;
}

export interface TextPathOptions {
  /** The baseline's y, and x of its start ("start") or middle ("middle"). */
  x: number;
  y: number;
  size: number;
  weight: Weight;
  anchor: "start" | "middle";
}

/**
 * The outline of one line of text as path data (`d`), laid out with the font's advances and kerning.
 * Throws on a character Inter's latin cut lacks, so no picture silently needs another font.
 */
export function textPathData(text: string, options: TextPathOptions): string {
  const font = fontOf(options.weight);
  const scale = options.size / font.unitsPerEm;
  const run = font.layout(text);
  const start =
    options.anchor === "middle"
      ? options.x - textWidth(text, options.size, options.weight) / 2
      : options.x;
  let pen = 0;
  // Relative commands from the previous rounded point: short numbers, and no rounding drift.
  let last: [number, number] = [0, 0];
  let first = true;
  const parts: string[] = [];
  run.glyphs.forEach((glyph, index) => {
    if (glyph.id === 0) {
      throw new Error(
        `Inter has no glyph for "${String.fromCodePoint(...glyph.codePoints)}" in "${text}"`,
      );
    }
    const position = run.positions[index];
    const originX = start + (pen + (position?.xOffset ?? 0)) * scale;
    const originY = options.y - (position?.yOffset ?? 0) * scale;
    const at = (px: number | undefined, py: number | undefined): [number, number] => [
      tenth(originX + (px ?? 0) * scale),
      tenth(originY - (py ?? 0) * scale),
    ];
    const rel = ([x, y]: [number, number]) => `${num(x - last[0])} ${num(y - last[1])}`;
    let subpathStart = last;
    for (const { command, args } of glyph.path.commands) {
      const [a, b, c, d, e, f] = args;
      if (command === "closePath") {
        parts.push("z");
        last = subpathStart;
        continue;
      }
      if (command === "moveTo") {
        const point = at(a, b);
        // The first move of the path is absolute.
        parts.push(first ? `M${num(point[0])} ${num(point[1])}` : `m${rel(point)}`);
        first = false;
        last = point;
        subpathStart = point;
        continue;
      }
      const points =
        command === "lineTo"
          ? [at(a, b)]
          : command === "quadraticCurveTo"
            ? [at(a, b), at(c, d)]
            : [at(a, b), at(c, d), at(e, f)];
      const letter = command === "lineTo" ? "l" : command === "quadraticCurveTo" ? "q" : "c";
      const from = last;
      parts.push(
        letter + points.map(([x, y]) => `${num(x - from[0])} ${num(y - from[1])}`).join(" "),
      );
      last = points[points.length - 1] ?? last;
    }
    pen += position?.xAdvance ?? 0;
  });
  return parts.join("");
}

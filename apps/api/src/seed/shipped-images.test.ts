import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { packageRoot } from "../env";
import { renderImage, shippedImageSpecs } from "./render-images";

const storage = path.join(packageRoot, "storage");
const shipped = readdirSync(storage, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => path.relative(storage, path.join(entry.parentPath, entry.name)));

/**
 * What in an SVG can make it depend on the viewer's fonts: the elements that draw text, HTML inside
 * it, style sheets (which can declare fonts), font attributes and properties, and pictures it pulls
 * in from elsewhere (which could hold text of their own).
 */
const fontDependent = [
  /<text[\s>]/,
  /<tspan[\s>]/,
  /<textPath[\s>]/,
  /<foreignObject[\s>]/,
  /<style[\s>]/,
  /<font[\s>-]/,
  /@font-face/,
  /font-(family|size|weight|style)/,
  /<image[\s>]/,
  /href="(?!#)/,
];

describe("the pictures the seed ships (apps/api/storage)", () => {
  it("are SVGs that need no font of the viewer's: every word is drawn as outlines", () => {
    expect(shipped.length).toBeGreaterThan(400);
    for (const file of shipped) {
      expect(file, file).toMatch(/\.svg$/);
      const svg = readFileSync(path.join(storage, file), "utf8");
      expect(svg, file).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      for (const pattern of fontDependent)
        expect(svg, `${file}: ${String(pattern)}`).not.toMatch(pattern);
      // Plain ASCII: no emoji or other character that a font would have to draw, anywhere.
      expect(svg, file).toMatch(/^[\x20-\x7e\n]*$/);
    }
  });

  it("are exactly what the seed's code draws, one file per picture the data refers to", () => {
    const specs = shippedImageSpecs();
    expect(shipped.sort()).toEqual(specs.map((spec) => `${spec.folder}/${spec.file}`).sort());
    for (const spec of specs) {
      const file = `${spec.folder}/${spec.file}`;
      // Regenerate with `pnpm --filter @marketplace/api images` when this fails.
      expect(readFileSync(path.join(storage, file), "utf8") === renderImage(spec), file).toBe(true);
    }
  });
});

import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Right-to-left safety: the package must use logical utilities (ms-, me-, ps-, pe-, start-, end-,
 * text-start, rounded-s/e, border-s/e) so Arabic mirrors without extra code.
 */
const PHYSICAL_UTILITY =
  /(?<![\w-])(?:-?(?:ml|mr|pl|pr|left|right|scroll-ml|scroll-mr|scroll-pl|scroll-pr)-(?:\d[\w./]*|px|auto|full|\[[^\]]*\]|\([^)]*\))|text-(?:left|right)|float-(?:left|right)|clear-(?:left|right)|rounded-(?:l|r|tl|tr|bl|br)(?:-[\w[\]./-]+)?|border-(?:l|r)(?:-[\w[\]./-]+)?)(?![\w-])/g;

const srcDir = join(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(tsx?|css)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

export function findPhysicalUtilities(text: string): string[] {
  return Array.from(text.matchAll(PHYSICAL_UTILITY), (match) => match[0]);
}

describe("logical utilities only", () => {
  it("recognises physical utilities and accepts logical ones", () => {
    expect(
      findPhysicalUtilities(
        'className="ml-2 pr-4 left-0 -right-1 text-left rounded-r-md border-l-2 sm:mr-auto left-[3px] right-1/2"',
      ),
    ).toEqual([
      "ml-2",
      "pr-4",
      "left-0",
      "-right-1",
      "text-left",
      "rounded-r-md",
      "border-l-2",
      "mr-auto",
      "left-[3px]",
      "right-1/2",
    ]);
    expect(
      findPhysicalUtilities(
        'className="ms-2 pe-4 start-0 -end-1 text-start rounded-e-md border-s-2 rtl:rotate-180" left-to-right',
      ),
    ).toEqual([]);
  });

  it("finds no physical left/right utility in the package sources", () => {
    const offenders = sourceFiles(srcDir).flatMap((file) =>
      findPhysicalUtilities(readFileSync(file, "utf8")).map(
        (utility) => `${relative(srcDir, file)}: ${utility}`,
      ),
    );
    expect(offenders).toEqual([]);
  });
});

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

/** The WCAG levels every page is checked against. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** The four looks of every page: light and dark, left-to-right English and right-to-left Arabic. */
export const LOOKS = [
  { theme: "light", language: "en" },
  { theme: "dark", language: "en" },
  { theme: "light", language: "ar" },
  { theme: "dark", language: "ar" },
] as const;

// axe-core itself, injected into the page when it is not there yet. AxeBuilder (@axe-core/playwright)
// evaluates this 550 kB script two or three times per check and opens a blank page to merge its
// results: about 2 s a check on this 2-core machine, where the audit itself takes 0.3 s. The storefront
// has no iframes, so one run in the top document checks the same nodes.
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

type AxeRun = {
  violations: { id: string; nodes: { target: string[] }[] }[];
};

export type AxeScope = {
  /** Checks only this part of the page (for example an open dialog). */
  include?: string;
  /** The rules to run: WCAG 2.2 A/AA (default), or "all" for every axe rule, best practices included. */
  rules?: "wcag" | "all";
};

/** The violations on the page as it is now, one line each ("rule: targets"); [] when clean. */
export async function axeViolations(
  page: Page,
  prefix = "",
  { include, rules = "wcag" }: AxeScope = {},
): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const result = await page.evaluate(
    async ({ include, tags }) => {
      const { axe } = window as unknown as {
        axe: { run: (context: unknown, options: object) => Promise<AxeRun> };
      };
      const run = await axe.run(
        include === undefined ? document : { include: [include] },
        tags === undefined ? {} : { runOnly: { type: "tag", values: tags } },
      );
      return run.violations.map((violation) => ({
        id: violation.id,
        targets: violation.nodes.map((node) => node.target.join(" ")),
      }));
    },
    { include, tags: rules === "all" ? undefined : WCAG_TAGS },
  );
  return result.map((violation) => `${prefix}${violation.id}: ${violation.targets.join(", ")}`);
}

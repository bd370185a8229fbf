import type { Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

/** The WCAG levels every page is checked against. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** The four looks of every page: light and dark, left-to-right English and right-to-left Arabic. */
export const LOOKS = [
  { theme: "light", language: "en" },
  { theme: "dark", language: "en" },
  { theme: "light", language: "ar" },
  { theme: "dark", language: "ar" },
] as const;

/** The WCAG violations on the page as it is now, one line each ("rule: targets"); [] when clean. */
export async function axeViolations(page: Page, prefix = ""): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return result.violations.map(
    (violation) =>
      `${prefix}${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

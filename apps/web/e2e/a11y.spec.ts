import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

import { mountAllSections } from "./home-support";
import { modules, saveLocation, WEB_URL } from "./support";

const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const variants = [
  { theme: "light", language: "en" },
  { theme: "dark", language: "en" },
  { theme: "light", language: "ar" },
  { theme: "dark", language: "ar" },
] as const;

for (const variant of variants) {
  test(`axe: landing page, ${variant.theme}, ${variant.language}`, async ({ page, context }) => {
    await context.addCookies([
      { name: "theme", value: variant.theme, url: WEB_URL, httpOnly: true },
      { name: "lang", value: variant.language, url: WEB_URL, httpOnly: true },
    ]);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const result = await new AxeBuilder({ page }).withTags(tags).analyze();
    expect(
      result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  });

  for (const homeModule of modules) {
    test(`axe: ${homeModule.type} home, ${variant.theme}, ${variant.language}`, async ({
      page,
      context,
    }) => {
      await saveLocation(context, {
        moduleId: homeModule.id,
        moduleType: homeModule.type,
        ...variant,
      });
      await page.goto("/home");
      await expect(page.getByTestId("module-headline")).toBeVisible();
      // Every streamed section has replaced its skeleton and every deferred card row has mounted.
      await mountAllSections(page);
      const result = await new AxeBuilder({ page }).withTags(tags).analyze();
      expect(
        result.violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
        ),
      ).toEqual([]);
    });
  }
}

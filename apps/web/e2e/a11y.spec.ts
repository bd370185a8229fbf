import type { BrowserContext, Page } from "@playwright/test";

import { axeViolations, LOOKS } from "./axe";
import { freshVisitor } from "./fresh-visitor";
import { mountAllSections } from "./home-support";
import { modules, saveLocation, WEB_URL } from "./support";
import { expect, test } from "./test";

/*
 * One context and page for the file (fresh-visitor.ts): before each look its cookies and storage are
 * cleared, so every look is a new visitor, while the storefront's scripts stay in the context's cache.
 */
let context: BrowserContext | undefined;
let page: Page | undefined;

test.beforeAll(async ({ browser }) => {
  context = await browser.newContext();
  page = await context.newPage();
});

test.afterAll(async () => {
  await context?.close();
});

function shared(): { context: BrowserContext; page: Page } {
  if (context === undefined || page === undefined) throw new Error("no browser context");
  return { context, page };
}

for (const variant of LOOKS) {
  test(`axe: landing page, ${variant.theme}, ${variant.language}`, async () => {
    const { context, page } = shared();
    await freshVisitor(context, page);
    await context.addCookies([
      { name: "theme", value: variant.theme, url: WEB_URL, httpOnly: true },
      { name: "lang", value: variant.language, url: WEB_URL, httpOnly: true },
    ]);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  for (const homeModule of modules) {
    test(`axe: ${homeModule.type} home, ${variant.theme}, ${variant.language}`, async () => {
      const { context, page } = shared();
      await freshVisitor(context, page);
      await saveLocation(context, {
        moduleId: homeModule.id,
        moduleType: homeModule.type,
        ...variant,
      });
      await page.goto("/home");
      await expect(page.getByTestId("module-headline")).toBeVisible();
      // Every streamed section has replaced its skeleton and every deferred card row has mounted.
      await mountAllSections(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}

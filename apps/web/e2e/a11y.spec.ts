import type { BrowserContext, Page } from "@playwright/test";

import { axeViolations, LOOKS, switchToDark } from "./axe";
import { freshVisitor } from "./fresh-visitor";
import { mountAllSections } from "./home-support";
import { modules, saveLocation, WEB_URL } from "./support";
import { expect, test } from "./test";

/*
 * One context and page for the file (fresh-visitor.ts): before each look its cookies and storage are
 * cleared, so every look is a new visitor, while the storefront's scripts stay in the context's cache.
 * Each page is loaded light and checked, then switched to dark with the header's theme toggle (as a visitor
 * does) and checked again: the four looks (light/dark x en/ar) at two page loads instead of four.
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

/** The two languages of the looks; each is checked light, then dark on the same page (axe.ts switchToDark). */
const LANGUAGES = [...new Set(LOOKS.map((look) => look.language))];

for (const language of LANGUAGES) {
  test(`axe: landing page, light and dark, ${language}`, async () => {
    const { context, page } = shared();
    await freshVisitor(context, page);
    await context.addCookies([
      { name: "theme", value: "light", url: WEB_URL, httpOnly: true },
      { name: "lang", value: language, url: WEB_URL, httpOnly: true },
    ]);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await axeViolations(page), `light/${language}`).toEqual([]);
    expect(await switchToDark(page)).toBe(true);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await axeViolations(page), `dark/${language}`).toEqual([]);
  });

  for (const homeModule of modules) {
    test(`axe: ${homeModule.type} home, light and dark, ${language}`, async () => {
      const { context, page } = shared();
      await freshVisitor(context, page);
      await saveLocation(context, {
        moduleId: homeModule.id,
        moduleType: homeModule.type,
        theme: "light",
        language,
      });
      await page.goto("/home");
      await expect(page.getByTestId("module-headline")).toBeVisible();
      // Every streamed section has replaced its skeleton and every deferred card row has mounted.
      await mountAllSections(page);
      expect(await axeViolations(page), `light/${language}`).toEqual([]);
      expect(await switchToDark(page)).toBe(true);
      await expect(page.getByTestId("module-headline")).toBeVisible();
      // The re-rendered page still has every section mounted (and nothing new to mount).
      await mountAllSections(page);
      expect(await axeViolations(page), `dark/${language}`).toEqual([]);
    });
  }
}

import type { Page } from "@playwright/test";

import { signIn } from "./sign-in";
import { saveLocation } from "./support";
import { expect, test } from "./test";

/* A 412 × 823 phone: the store lists, interests, brand pages and categories scroll only vertically. */
const grocery = { moduleId: 1, moduleType: "grocery" } as const;
const BRAND = "/home?data_type=brand&brand_id=1&module_id=1";

async function expectNoSidewaysScroll(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(fits, `${path} scrolls sideways`).toBe(true);
}

test.use({ viewport: { width: 412, height: 823 } });

test("412 px with a location: store lists, brand listing, all brands, categories", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await saveLocation(context, grocery);
  for (const path of [
    "/store/popular",
    "/store/top-offer-nearby",
    BRAND,
    "/all-brands",
    "/categories",
  ]) {
    await expectNoSidewaysScroll(page, path);
  }
});

test("412 px without cookies: brand listing, all brands, categories", async ({ page }) => {
  for (const path of [BRAND, "/all-brands", "/categories"]) {
    await expectNoSidewaysScroll(page, path);
  }
});

test("412 px: the interests page of a signed-in customer", async ({ page, context }) => {
  test.setTimeout(120_000);
  await saveLocation(context, grocery);
  await page.goto("/home");
  await signIn(page);
  await expectNoSidewaysScroll(page, "/interest");
});

import type { Page } from "@playwright/test";

import { DRAWER_LIST_LIMIT } from "@marketplace/domain";

import { saveLocation } from "./support";
import { expect, test } from "./test";

const phone = { width: 390, height: 844 };
const desktop = { width: 1400, height: 900 };

/** The category names the API answers for a module and language (zone 1), in its order. */
async function categoryNames(page: Page, moduleId: number, language = "en"): Promise<string[]> {
  const response = await page.request.get("/api/v1/categories", {
    headers: { moduleId: String(moduleId), zoneId: "[1]", "X-localization": language },
  });
  expect(response.ok()).toBe(true);
  const categories = (await response.json()) as { name: string }[];
  return categories.slice(0, DRAWER_LIST_LIMIT).map((category) => category.name);
}

/** The names the phone menu's Categories list shows (a client query, cached across navigations). */
async function drawerCategories(page: Page, openLabel: string, menuLabel: string) {
  await page.setViewportSize(phone);
  await page.getByRole("button", { name: openLabel }).click();
  const menu = page.getByRole("dialog", { name: menuLabel });
  await menu.locator("summary").first().click();
  const links = menu.locator('a[href^="/category/"]');
  await expect(links.first()).toBeVisible();
  const names = (await links.allTextContents()).map((name) => name.trim());
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  return names;
}

async function switchModule(page: Page, name: string, headline: string) {
  await page.setViewportSize(desktop);
  await page
    .getByRole("navigation", { name: "Modules in your zone" })
    .getByRole("button", { name })
    .click();
  await expect(page.getByTestId("module-headline")).toHaveText(headline);
}

test("switching module grocery → food → grocery never shows the previous module's rows", async ({
  page,
  context,
}) => {
  await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
  await page.setViewportSize(phone);
  await page.goto("/home");
  const grocery = await categoryNames(page, 1);
  const food = await categoryNames(page, 4);
  expect(food).not.toEqual(grocery);

  expect(await drawerCategories(page, "Open menu", "Menu")).toEqual(grocery);
  await switchModule(page, "Food", "FIND YOUR HAPPINESS");
  expect(await drawerCategories(page, "Open menu", "Menu")).toEqual(food);
  await switchModule(page, "Grocery", "Fresh Item that deserve to eat");
  expect(await drawerCategories(page, "Open menu", "Menu")).toEqual(grocery);
});

test("switching language never shows the previous language's rows", async ({ page, context }) => {
  await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
  await page.setViewportSize(phone);
  await page.goto("/home");
  const english = await categoryNames(page, 1);
  expect(await drawerCategories(page, "Open menu", "Menu")).toEqual(english);

  await page.setViewportSize(desktop);
  await page.getByTestId("language-select").first().selectOption("ar");
  await page
    .getByRole("alertdialog", { name: "Are you sure to change the language?" })
    .getByRole("button", { name: "Yes" })
    .click();
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  const arabic = await categoryNames(page, 1, "ar");
  expect(arabic).not.toEqual(english);
  expect(await drawerCategories(page, "فتح القائمة", "القائمة")).toEqual(arabic);
});

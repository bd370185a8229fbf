import type { Locator } from "@playwright/test";

import { mountAllSections } from "./home-support";
import { saveLocation } from "./support";
import { expect, test } from "./test";

/** Arabic letters, digits and the punctuation of the seeded Arabic names; no Latin letter. */
const arabicOnly = /^[\u0600-\u06ff\u0660-\u0669\d\s().%،:-]+$/;
const hasLatin = /[A-Za-z]/;

// Two full home pages (every section mounted) per test: slow on a loaded machine.
test.describe.configure({ timeout: 180_000 });

const headingText = async (card: Locator) =>
  ((await card.getByRole("heading").first().textContent()) ?? "").trim();

test("the Arabic grocery home shows the API's Arabic item and store names; English visitors get English", async ({
  page,
  context,
}) => {
  await saveLocation(context, { moduleId: 1, moduleType: "grocery", language: "ar" });
  await page.goto("/home");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await mountAllSections(page);
  const item = page.locator('[data-section="popular-items"] [data-slot="item-card"]').first();
  await expect(item).toBeVisible();
  const itemName = await headingText(item);
  expect(itemName).toMatch(arabicOnly);
  const store = page.locator('[data-section="featured-stores"] [data-slot="store-card"]').first();
  await expect(store).toBeVisible();
  expect(await headingText(store)).toMatch(arabicOnly);

  // The same page for an English visitor, within the storefront's shared-cache window: English names.
  await saveLocation(context, { moduleId: 1, moduleType: "grocery", language: "en" });
  await page.goto("/home");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await mountAllSections(page);
  const englishItem = page
    .locator('[data-section="popular-items"] [data-slot="item-card"]')
    .first();
  await expect(englishItem).toBeVisible();
  expect(await headingText(englishItem)).toMatch(hasLatin);
  const englishStore = page
    .locator('[data-section="featured-stores"] [data-slot="store-card"]')
    .first();
  expect(await headingText(englishStore)).toMatch(hasLatin);
});

test("an Arabic product page names the item and its store in Arabic", async ({ page, context }) => {
  await saveLocation(context, { moduleId: 1, moduleType: "grocery", language: "ar" });
  await page.goto("/home");
  await mountAllSections(page);
  const item = page.locator('[data-section="popular-items"] [data-slot="item-card"]').first();
  const name = await headingText(item);
  await item.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/product\//);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toBeVisible({ timeout: 60_000 });
  expect(((await heading.textContent()) ?? "").trim()).toMatch(arabicOnly);
  expect(name.length).toBeGreaterThan(0);
});

test("the product page speaks its rating in the page's language", async ({ page, context }) => {
  await saveLocation(context, { moduleId: 1, moduleType: "grocery", language: "ar" });
  await page.goto("/product/95");
  const rating = page.getByRole("main").locator("[data-slot=rating]").first();
  await expect(rating).toHaveAttribute("aria-label", /^التقييم \d(\.\d)? من 5$/);
  await saveLocation(context, { moduleId: 1, moduleType: "grocery", language: "en" });
  await page.goto("/product/95");
  await expect(rating).toHaveAttribute("aria-label", /^Rated \d(\.\d)? out of 5$/);
});

test("the Arabic parcel form names and describes its parcel category in Arabic; English visitors get English", async ({
  page,
  context,
}) => {
  const PARCEL = { moduleId: 5, moduleType: "parcel" };
  // The form's category card: the category's name and description, from the API in the page's language.
  const category = page
    .locator("section")
    .filter({ has: page.getByTestId("parcel-category-name") });
  await saveLocation(context, { ...PARCEL, language: "ar" });
  await page.goto("/parcel-delivery-info?category=1");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByTestId("parcel-category-name")).toHaveText("المستندات");
  await expect(category).toContainText("الرسائل والعقود والأوراق، مختومة ومتتبَّعة.");
  await saveLocation(context, { ...PARCEL, language: "en" });
  await page.goto("/parcel-delivery-info?category=1");
  await expect(page.getByTestId("parcel-category-name")).toHaveText("Documents");
  await expect(category).toContainText("Letters, contracts and paperwork, sealed and tracked.");
});

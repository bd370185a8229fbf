import type { Locator, Page } from "@playwright/test";

import { axeViolations } from "./axe";
import { saveLocation } from "./support";
import { expect, test } from "./test";

/**
 * The item detail's store link, category and tag chips, and the stock of each variation (issue 15), in the
 * general product dialog and on the product page. Demo seed: Yoga Backpack (item 300, Gadget Galaxy,
 * ecommerce, categories Sports & Toys › Sports, tag 'yoga'), Color × Size with Navy-M sold out and
 * Black-M 51 in stock.
 */

const BACKPACK = { name: "Yoga Backpack", slug: "yoga-backpack-300" };
const OUT_OF_STOCK = "This variation is out of stock. Choose another variation to proceed further.";

const option = (scope: Locator, group: string, name: string) =>
  scope
    .getByRole("radiogroup", { name: group })
    .getByTestId("variation-option")
    .filter({ has: scope.page().getByRole("radio", { name, exact: true }) });

/** The section headings sit one level below the title: h3 under the dialog's h2, h2 under the page's h1. */
async function expectFacts(scope: Locator, sectionLevel: 2 | 3) {
  for (const name of ["Categories", "Tags"])
    await expect(
      scope.getByRole("heading", { level: sectionLevel, name, exact: true }),
    ).toBeVisible();
  const store = scope.getByTestId("item-store-link");
  await expect(store).toHaveText("Gadget Galaxy");
  await expect(store).toHaveAttribute("href", /^\/store\/gadget-galaxy\?module_id=3&/);
  const categories = scope.getByRole("list", { name: "Categories" });
  await expect(categories.getByRole("link")).toHaveText(["Sports & Toys", "Sports"]);
  await expect(categories.getByRole("link", { name: "Sports", exact: true })).toHaveAttribute(
    "href",
    "/category/53",
  );
  await expect(scope.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText([
    "yoga",
  ]);
}

/** Black is preselected: M shows its stock; Navy makes M sold out, and choosing it blocks the purchase. */
async function expectVariationStock(page: Page, scope: Locator) {
  const sizeM = option(scope, "Size", "M");
  await expect(sizeM).toHaveAttribute("data-sold-out", "false");
  await expect(sizeM.getByTestId("option-stock")).toHaveText("51 in stock");
  await scope.getByRole("radio", { name: "Navy", exact: true }).click();
  await expect(sizeM).toHaveAttribute("data-sold-out", "true");
  await expect(sizeM.getByTestId("option-stock")).toHaveText("Out of Stock");
  await expect(page.getByText(OUT_OF_STOCK)).toHaveCount(0);
  await scope.getByRole("radio", { name: "M", exact: true }).click();
  await expect(scope.getByText(OUT_OF_STOCK)).toBeVisible();
  await expect(scope.getByRole("button", { name: "Out of Stock" })).toBeDisabled();
  await expect(scope.getByTestId("item-submit")).toHaveCount(0);
  // Another size sells again.
  await scope.getByRole("radio", { name: "L", exact: true }).click();
  await expect(scope.getByText(OUT_OF_STOCK)).toHaveCount(0);
  await expect(scope.getByTestId("item-submit")).toHaveText("Add to Cart");
}

test("the product dialog: store link, category and tag chips, stock per variation", async ({
  page,
  context,
}) => {
  await saveLocation(context, { moduleId: 3, moduleType: "ecommerce" });
  await page.goto(`/home?data_type=searched&search=${encodeURIComponent(BACKPACK.name)}`);
  await page
    .getByTestId("listing-results")
    .getByRole("button", { name: new RegExp(`Quick View.*${BACKPACK.name}`) })
    .first()
    .click();
  const dialog = page.getByTestId("item-dialog");
  await expect(dialog.getByRole("heading", { level: 2, name: BACKPACK.name })).toBeVisible();
  await expectFacts(dialog, 3);
  await expectVariationStock(page, dialog);
});

test("the product page: store link to the store page, category chips to the category page, stock per variation", async ({
  page,
  context,
}) => {
  await saveLocation(context, { moduleId: 3, moduleType: "ecommerce" });
  await page.goto(`/product/${BACKPACK.slug}`);
  const main = page.locator("main");
  await expect(main.getByRole("heading", { level: 1, name: BACKPACK.name })).toBeVisible();
  await expectFacts(main, 2);
  // Lighthouse's accessibility audit includes axe's best-practice rules (heading-order among them).
  expect(await axeViolations(page, "", { rules: "all" })).toEqual([]);
  await expectVariationStock(page, main);

  await main
    .getByRole("list", { name: "Categories" })
    .getByRole("link", { name: "Sports", exact: true })
    .click();
  await expect(page).toHaveURL(/\/category\/53$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Sports");

  await page.goBack();
  await page.getByTestId("item-store-link").click();
  await expect(page).toHaveURL(/\/store\/gadget-galaxy\?/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Gadget Galaxy");
});

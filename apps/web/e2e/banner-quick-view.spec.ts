import { saveLocation } from "./support";
import { expect, test } from "./test";

/*
 * Spec §4 banner click: an item banner opens the product page in ecommerce and the item's quick view in
 * the other modules. The quick-view banner keeps its product link (crawlers, a new tab, no script).
 */
test.describe.configure({ timeout: 120_000 });

test("food: an item banner opens the item dialog and stays on the home page", async ({
  page,
  context,
}) => {
  await saveLocation(context, { moduleId: 4, moduleType: "food" });
  await page.goto("/home");
  const banner = page.locator('[data-section="banners"] a[href^="/product/"]').first();
  await expect(banner).toHaveAttribute("href", /\/product\/[^/?]+\?module_id=4$/);
  const title = (await banner.locator("img").getAttribute("alt")) ?? "";
  const item = title.replace(/^Try the /, "");
  expect(item.length).toBeGreaterThan(0);
  await banner.click();
  const dialog = page.getByTestId("item-dialog");
  await expect(dialog.getByRole("heading", { name: item })).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
});

test("ecommerce: an item banner opens the product page", async ({ page, context }) => {
  await saveLocation(context, { moduleId: 3, moduleType: "ecommerce" });
  await page.goto("/home");
  const banner = page.locator('[data-section="banners"] a[href^="/product/"]').first();
  const title = (await banner.locator("img").getAttribute("alt")) ?? "";
  const item = title.replace(/^Try the /, "");
  await banner.click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.locator("main").getByRole("heading", { level: 1, name: item })).toBeVisible();
  await expect(page.getByTestId("item-dialog")).toHaveCount(0);
});

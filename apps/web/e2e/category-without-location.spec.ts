import { expect, test } from "./test";

/*
 * A category link without a saved location (a shared link, a search engine following the sitemap): the
 * API serves a category's items and stores per delivery zone only, so the page shows the category and its
 * sub-categories and asks for a location — it used to answer 500.
 */
test("a category page without a location shows its sub-categories and asks for a location", async ({
  page,
}) => {
  const response = await page.goto("/category/1");
  expect(response?.status()).toBe(200);
  const main = page.locator("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Fruits");
  await expect(main.getByRole("link", { name: "Fresh Fruits" })).toHaveAttribute(
    "href",
    /\/category\/2/,
  );
  await expect(
    main.getByRole("heading", {
      name: "Choose your delivery location to see the items and stores of this category near you.",
    }),
  ).toBeVisible();
  await main.getByRole("link", { name: "Select location" }).click();
  await expect(page).toHaveURL(/\/$/);

  const stores = await page.goto("/category/1?tab=stores");
  expect(stores?.status()).toBe(200);
});

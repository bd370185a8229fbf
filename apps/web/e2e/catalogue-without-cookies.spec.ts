import type { APIRequestContext, Page } from "@playwright/test";

import { axeViolations, LOOKS } from "./axe";
import { foundText, WEB_URL } from "./support";
import { expect, test } from "./test";

/*
 * A crawler (or a shared link) has no cookies: no location, no module. The brand listings, `/categories`
 * and `/all-brands` the sitemap lists render their content on the server for it, with a title, a
 * canonical URL, Open Graph and a BreadcrumbList, instead of redirecting to the landing page.
 */
const API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? "4100"}/api/v1`;

/** The grocery module's first brand as the API serves it, with its items count. */
async function groceryBrand(request: APIRequestContext) {
  const response = await request.get(`${API_URL}/brand`, { headers: { moduleId: "1" } });
  const brands = (await response.json()) as { id: number; name: string; items_count: number }[];
  const brand = brands.find((entry) => entry.items_count > 0);
  if (!brand) throw new Error("the seed has no grocery brand with items");
  return brand;
}

async function breadcrumbNames(page: Page): Promise<string[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const list = texts
    .map((text) => JSON.parse(text) as { "@type"?: string; itemListElement?: { name: string }[] })
    .find((entry) => entry["@type"] === "BreadcrumbList");
  return (list?.itemListElement ?? []).map((entry) => entry.name);
}

test("a brand listing without cookies shows the brand's items, breadcrumb, canonical and Open Graph", async ({
  page,
  request,
}) => {
  const brand = await groceryBrand(request);
  const path = `/home?data_type=brand&brand_id=${String(brand.id)}&module_id=1`;
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe("/home");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(brand.name);
  await expect(page).toHaveTitle(new RegExp(`^${brand.name}`));
  await expect(page.getByText(foundText(brand.items_count, "item"))).toBeVisible();
  const cards = page.getByRole("list", { name: brand.name }).getByRole("listitem");
  await expect(cards).toHaveCount(Math.min(brand.items_count, 12));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`/home\\?data_type=brand&brand_id=${String(brand.id)}&module_id=1$`),
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    "content",
    new RegExp(`^${brand.name}`),
  );
  expect(await breadcrumbNames(page)).toEqual(["Home", "Brands", brand.name]);
  await page.getByRole("link", { name: "Select location" }).click();
  await expect(page).toHaveURL(/\/$/);

  // Without the module in the URL the brand is found in its module all the same.
  const bare = await page.goto(`/home?data_type=brand&brand_id=${String(brand.id)}`);
  expect(bare?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(brand.name);
});

test("an unknown brand without cookies answers the not-found page with 404", async ({ page }) => {
  for (const path of [
    "/home?data_type=brand&brand_id=999999&module_id=1",
    "/home?data_type=brand&brand_id=999999",
    "/home?data_type=brand",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  }
});

test("store, product and campaign pages answer a visitor without cookies with their content; unknown ids 404", async ({
  page,
}) => {
  // The sitemap sends a crawler to store and product pages without a query; the API serves a store's
  // items and a campaign per zone and an item only in some module: the pages ask in every zone, in the
  // site's first module.
  const store = await page.goto("/store/freshmart-old-town");
  expect(store?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("FreshMart Old Town");
  await expect(page.locator('[data-slot="item-card"]').first()).toBeVisible();
  expect(await page.locator('[data-slot="item-card"]').count()).toBeGreaterThan(0);

  const product = await page.goto("/product/95");
  expect(product?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sourdough Loaf");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /\/product\/sourdough-loaf-95$/,
  );

  for (const path of ["/campaigns/2?module_id=1", "/campaigns/2"]) {
    const campaign = await page.goto(path);
    expect(campaign?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Breakfast Basics");
  }

  for (const path of ["/product/no-such-item", "/store/999999", "/campaigns/999999?module_id=1"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
});

test("/categories without cookies lists every module's categories by module", async ({ page }) => {
  const response = await page.goto("/categories");
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe("/categories");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Categories");
  await expect(page).toHaveTitle(/^Categories/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/categories$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /^Categories/);
  expect(await breadcrumbNames(page)).toEqual(["Home", "Categories"]);
  for (const name of ["Grocery", "Pharmacy", "Shop", "Food"]) {
    await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
  }
  const grocery = page.getByRole("list", { name: "Grocery", exact: true });
  await expect(grocery.getByRole("link", { name: "Fruits" })).toHaveAttribute(
    "href",
    /\/category\/1$/,
  );
});

test("/all-brands without cookies lists the brands of every module that has some", async ({
  page,
  request,
}) => {
  const brand = await groceryBrand(request);
  const response = await page.goto("/all-brands");
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe("/all-brands");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Brands");
  await expect(page).toHaveTitle(/^Brands/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/all-brands$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /^Brands/);
  expect(await breadcrumbNames(page)).toEqual(["Home", "Brands"]);
  const grocery = page.getByRole("list", { name: "Grocery", exact: true });
  const tile = grocery.getByRole("link", { name: new RegExp(`^${brand.name}`) });
  await expect(tile).toHaveAttribute(
    "href",
    `/home?data_type=brand&brand_id=${String(brand.id)}&module_id=1`,
  );
  // The food module has no brands: no section for it.
  await expect(page.getByRole("heading", { level: 2, name: "Food", exact: true })).toHaveCount(0);
  // Sorting works without cookies too.
  await page
    .getByRole("navigation", { name: "Sort by" })
    .getByRole("link", { name: "A to Z" })
    .click();
  await expect(page).toHaveURL(/sort=AtoZ/);
  const names = await grocery
    .locator('[data-slot="brand-tile"] > span:first-of-type')
    .allTextContents();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
});

for (const look of LOOKS) {
  test(`axe without a location or module: brand listing, categories, all brands, ${look.theme}, ${look.language}`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    // Only the look's cookies: still no location and no module.
    await context.addCookies([
      { name: "theme", value: look.theme, url: WEB_URL, sameSite: "Lax" },
      { name: "lang", value: look.language, url: WEB_URL, sameSite: "Lax" },
    ]);
    for (const path of [
      "/home?data_type=brand&brand_id=1&module_id=1",
      "/categories",
      "/all-brands",
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(await axeViolations(page, `${path} `)).toEqual([]);
    }
  });
}

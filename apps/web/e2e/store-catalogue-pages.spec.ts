import type { APIRequestContext, Page } from "@playwright/test";

import { axeViolations, LOOKS } from "./axe";
import { mountAllSections } from "./home-support";
import { signIn } from "./sign-in";
import { saveLocation } from "./support";
import { expect, test } from "./test";

const grocery = { moduleId: 1, moduleType: "grocery" } as const;
const food = { moduleId: 4, moduleType: "food" } as const;

/** FreshMart Old Town (grocery, zone 1): 16 items, categories Fruits / Vegetables / Dairy & Eggs / Pantry. */
const FRESHMART = "/store/freshmart-old-town?module_id=1&module_type=grocery&store_zone_id=1";

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

const API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? "4100"}/api/v1`;

/** A grocery campaign's last day and time, as the API serves them. */
async function campaignEnd(
  request: APIRequestContext,
  id: number,
): Promise<{ end_date: string; end_time: string }> {
  const response = await request.get(`${API_URL}/campaigns/basic`, {
    headers: { moduleId: "1", zoneId: "[1]" },
  });
  const campaigns = (await response.json()) as { id: number; end_date: string; end_time: string }[];
  const campaign = campaigns.find((entry) => entry.id === id);
  if (!campaign) throw new Error(`campaign ${String(id)} is not served`);
  return campaign;
}

function itemsGrid(page: Page) {
  return page.getByRole("list", { name: "Items", exact: true });
}

test("store page: facts, JSON-LD, category tabs, Load more and in-store search", async ({
  page,
  context,
}) => {
  await saveLocation(context, grocery);
  await page.goto(FRESHMART);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("FreshMart Old Town");
  await expect(page.getByText("We are open late all week!")).toBeVisible();
  await expect(page.getByTestId("store-open-state")).toHaveText("Open Now");
  await expect(page.getByText("GROCERYSTORE5")).toBeVisible();

  const [store] = (await jsonLd(page)).filter((entry) => entry["@type"] === "Store");
  expect(store).toMatchObject({
    name: "FreshMart Old Town",
    address: { "@type": "PostalAddress" },
    geo: { "@type": "GeoCoordinates" },
    aggregateRating: { "@type": "AggregateRating", reviewCount: 50 },
  });
  expect(Array.isArray(store?.openingHoursSpecification)).toBe(true);

  // 12 a page, then "Load more" shows the other 4 (16 in all) and disappears.
  await expect(itemsGrid(page).getByRole("listitem")).toHaveCount(12);
  await page.getByRole("link", { name: "Load more" }).click();
  await expect(itemsGrid(page).getByRole("listitem")).toHaveCount(16);
  await expect(page.getByRole("link", { name: "Load more" })).toHaveCount(0);

  // A category tab narrows the grid and is the current tab.
  const tabs = page.getByRole("navigation", { name: "Store categories" });
  await tabs.getByRole("link", { name: "Vegetables" }).click();
  await expect(page).toHaveURL(/category=4/);
  await expect(tabs.getByRole("link", { name: "Vegetables" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(itemsGrid(page)).toContainText("Eggplant");
  await expect(itemsGrid(page)).not.toContainText("Kiwi Fruit");

  // In-store search (within the chosen category, then over all of them).
  await tabs.getByRole("link", { name: "All" }).click();
  await expect(itemsGrid(page).getByRole("listitem")).toHaveCount(12);
  await page.getByRole("searchbox", { name: "Search items in this store" }).fill("milk");
  await page.getByRole("searchbox", { name: "Search items in this store" }).press("Enter");
  await expect(page).toHaveURL(/search=milk/);
  await expect(page.getByRole("heading", { name: "Results for “milk”" })).toBeVisible();
  await expect(itemsGrid(page)).toContainText("Whole Milk 1L");
  await expect(itemsGrid(page)).not.toContainText("Kiwi Fruit");
  await page.getByRole("searchbox", { name: "Search items in this store" }).fill("zzzz");
  await page.getByRole("searchbox", { name: "Search items in this store" }).press("Enter");
  await expect(page.getByRole("heading", { name: "Items Not Found!" })).toBeVisible();
});

test("food store: Restaurant JSON-LD and no 'From You' distance", async ({ page, context }) => {
  await saveLocation(context, food);
  await page.goto("/store/burger-barn?module_id=4&module_type=food&store_zone_id=1");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect((await jsonLd(page)).some((entry) => entry["@type"] === "Restaurant")).toBe(true);
  await expect(page.getByTestId("store-distance")).toHaveCount(0);
});

test("store lists: store tabs and delivery types live in the URL", async ({ page, context }) => {
  await saveLocation(context, food);
  await page.goto("/store/popular");
  await expect(page.getByRole("heading", { level: 1, name: "Popular Stores" })).toBeVisible();
  const tabs = page.getByRole("navigation", { name: "Store types" });
  await expect(tabs.getByRole("link", { name: "Popular" })).toHaveAttribute("aria-current", "page");
  await tabs.getByRole("link", { name: "Top Rated" }).click();
  await expect(page).toHaveURL(/tab=top_rated/);
  await expect(tabs.getByRole("link", { name: "Top Rated" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const all = await page
    .getByRole("list", { name: "Popular Stores" })
    .getByRole("listitem")
    .count();
  await page
    .getByRole("navigation", { name: "Delivery types" })
    .getByRole("link", { name: "Take Away" })
    .click();
  await expect(page).toHaveURL(/type=take_away/);
  await expect(page.getByText(/\d+ stores Found/)).toBeVisible();
  const takeAway = await page
    .getByRole("list", { name: "Popular Stores" })
    .getByRole("listitem")
    .count();
  expect(takeAway).toBeLessThanOrEqual(all);
  await page.goto("/store/top-offer-nearby");
  await expect(page.getByRole("heading", { level: 1, name: "Top Offers Near Me" })).toBeVisible();
});

test("campaign page counts down DD:HH:MM:SS and then says it is over", async ({
  page,
  context,
  request,
}) => {
  await saveLocation(context, grocery);
  // The seed dates campaigns from the day it runs: read Breakfast Basics' end from the API, then stop
  // the browser's clock one day and 5 seconds before it.
  const { end_date: endDate, end_time: endTime } = await campaignEnd(request, 2);
  const end = new Date(`${endDate}T${endTime}`).getTime();
  await page.clock.install({ time: new Date(end - 86_430_000) });
  await page.clock.pauseAt(new Date(end - 86_405_000));
  await page.goto("/campaigns/2?module_id=1");
  await expect(page.getByRole("heading", { level: 1, name: "Breakfast Basics" })).toBeVisible();
  const timer = page.getByRole("timer", { name: "Time left" });
  await expect(timer).toHaveText(/^01\D+00\D+00\D+05/);
  await page.clock.runFor(1000);
  await expect(timer).toHaveText(/^01\D+00\D+00\D+04/);
  await page.clock.runFor(86_405_000);
  await expect(page.getByText("This campaign is over")).toBeVisible();
  await expect(
    page.getByRole("list", { name: "Stores in this campaign" }).getByRole("listitem").first(),
  ).toBeVisible();
});

test("all brands: A to Z, Z to A and Default; none → /home", async ({ page, context }) => {
  await saveLocation(context, grocery);
  await page.goto("/all-brands");
  // A brand tile: its logo, then its name, then its products count.
  const names = () =>
    page.locator('[data-slot="brand-tile"] > span:first-of-type').allTextContents();
  const initial = await names();
  expect(initial.length).toBeGreaterThan(2);
  await expect(page.getByText("7 products").first()).toBeVisible();
  const sort = page.getByRole("navigation", { name: "Sort by" });
  await sort.getByRole("link", { name: "A to Z" }).click();
  await expect(page).toHaveURL(/sort=AtoZ/);
  await expect.poll(names).toEqual([...initial].sort((a, b) => a.localeCompare(b)));
  await sort.getByRole("link", { name: "Z to A" }).click();
  await expect.poll(names).toEqual([...initial].sort((a, b) => b.localeCompare(a)));
  await sort.getByRole("link", { name: "Default" }).click();
  await expect.poll(names).toEqual(initial);

  // The food module has no brands: the page sends the visitor home.
  await saveLocation(context, food);
  await page.goto("/all-brands");
  await expect(page).toHaveURL(/\/home$/);
});

test("a brand tile opens the brand's listing headed by the brand's name", async ({
  page,
  context,
}) => {
  await saveLocation(context, grocery);
  await page.goto("/all-brands");
  const tile = page.locator('[data-slot="brand-tile"]').first();
  const name = (await tile.locator("span").first().textContent()) ?? "";
  expect(name.length).toBeGreaterThan(0);
  await tile.click();
  await expect(page).toHaveURL(/data_type=brand&brand_id=\d+/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page).toHaveTitle(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
  // BreadcrumbList: Home / Brands / the brand.
  const crumbs = (await jsonLd(page)).find((entry) => entry["@type"] === "BreadcrumbList");
  expect(crumbs?.itemListElement).toHaveLength(3);
});

test("categories: tiles lead to a category page with BreadcrumbList JSON-LD", async ({
  page,
  context,
}) => {
  await saveLocation(context, grocery);
  await page.goto("/categories");
  await page.getByRole("list", { name: "Categories" }).getByRole("link").first().click();
  await expect(page).toHaveURL(/\/category\/\d+$/);
  const crumbs = (await jsonLd(page)).find((entry) => entry["@type"] === "BreadcrumbList");
  expect(crumbs?.itemListElement).toHaveLength(3);
  await page
    .getByRole("navigation", { name: "Show" })
    .getByRole("link", { name: "Stores" })
    .click();
  await expect(page).toHaveURL(/tab=stores/);
});

test("interest: a signed-in customer saves categories and continues home", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await saveLocation(context, grocery);
  await page.goto("/home");
  await signIn(page);
  await page.goto("/interest");
  await expect(
    page.getByRole("heading", { level: 1, name: "Choose your interests" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Save & Continue" }).click();
  await expect(page.getByText("Choose at least one category.")).toBeVisible();
  const boxes = page.getByRole("checkbox");
  // Each category is a visible chip (its label) around a visually hidden box: the chip is clicked, as a
  // visitor does (a forced click on the 1-pixel box could land beside it and change nothing).
  for (const index of [0, 1]) {
    await boxes.nth(index).locator("xpath=ancestor::label[1]").click();
    await expect(boxes.nth(index)).toBeChecked();
  }
  const saved = page.waitForResponse(
    (response) => response.url().endsWith("/customer/update-interest") && response.status() === 200,
  );
  await page.getByRole("button", { name: "Save & Continue" }).click();
  await saved;
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText("Interests updated successfully.")).toBeVisible();
});

test("every home link to store and catalogue pages works, campaign banners included", async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const targets = /^\/(store|category|categories|campaigns|all-brands|flash-sales)(\/|\?|$)/;
  const checked = new Set<string>();
  for (const home of [grocery, food, { moduleId: 3, moduleType: "ecommerce" }] as const) {
    await saveLocation(context, home);
    await page.goto("/home");
    await mountAllSections(page);
    const hrefs = await page
      .locator("a[href]")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    const mine = [...new Set(hrefs.filter((href) => targets.test(href)))];
    expect(mine.length, `links on the ${home.moduleType} home`).toBeGreaterThan(3);
    if (home.moduleType === "ecommerce") {
      // The banner slider: campaign banners lead to their campaign page, store banners to the store.
      const banners = await page
        .locator('[data-section="banners"] a[href]')
        .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
      expect(banners.some((href) => href.startsWith("/campaigns/"))).toBe(true);
      expect(banners.some((href) => href.startsWith("/store/"))).toBe(true);
    }
    for (const href of mine.filter((entry) => !checked.has(entry))) {
      checked.add(href);
      const response = await page.request.get(href, { maxRedirects: 0 });
      expect(response.status(), href).toBe(200);
    }
  }
});

test("unknown ids answer the not-found page with 404", async ({ page, context }) => {
  await saveLocation(context, grocery);
  for (const path of [
    "/store/no-such-store",
    "/store/999999",
    "/category/999999",
    "/category/abc",
    "/campaigns/999999?module_id=1",
    "/home?data_type=brand&brand_id=999999&module_id=1",
    "/home?data_type=brand&brand_id=999999",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  }
});

/** Every page of this part in the first variant; the store, list, category and campaign pages in the others. */
const allPages = [
  FRESHMART,
  "/store/latest",
  "/categories",
  "/category/1",
  "/all-brands",
  "/campaigns/2?module_id=1",
  "/campaigns",
  "/flash-sales",
];
const somePages = [FRESHMART, "/store/latest", "/category/1", "/campaigns/2?module_id=1"];

for (const variant of LOOKS) {
  test(`axe and 412 px: store and catalogue pages, ${variant.theme}, ${variant.language}`, async ({
    page,
    context,
  }) => {
    await saveLocation(context, { ...grocery, ...variant });
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 412, height: 823 });
    for (const path of variant === LOOKS[0] ? allPages : somePages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      expect(await axeViolations(page, `${path} `)).toEqual([]);
    }
  });
}

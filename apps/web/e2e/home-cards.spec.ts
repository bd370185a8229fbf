import { mountAllSections } from "./home-support";
import { layoutShift } from "./layout-shift";
import { saveLocation } from "./support";
import { expect, test } from "./test";

test("home cards are the design system's, linking to their pages", async ({ page, context }) => {
  await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
  await page.goto("/home");
  const popular = page.locator('[data-section="popular-items"]');
  // Below a guest's first grocery screen: its cards load when it is scrolled to.
  await popular.scrollIntoViewIfNeeded();
  const firstCard = popular.locator('[data-slot="item-card"]').first();
  await expect(firstCard).toBeVisible();
  await expect(firstCard.getByRole("link").first()).toHaveAttribute("href", /^\/product\//);
  const featured = page.locator('[data-section="featured-stores"]');
  await featured.scrollIntoViewIfNeeded();
  const store = featured.locator('[data-slot="store-card"]').first();
  await expect(store).toBeVisible();
  await expect(store.getByRole("link").first()).toHaveAttribute("href", /^\/store\//);
});

test("cards below the first screen mount when scrolled to, without shifting the page", async ({
  page,
  context,
}) => {
  await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
  const response = await page.goto("/home");
  // A guest's first grocery screen is categories and advertisements: no item card travels with the
  // page, neither as HTML nor as page data — the rows below load when they come near.
  expect(await response?.text()).not.toContain("item-card");
  await expect(page.locator(".animate-pulse")).toHaveCount(0);
  const recommended = page.locator('[data-section="recommended"]');
  // Server-rendered heading, deferred cards: nothing of the row is in the page yet.
  await expect(recommended.getByRole("heading", { level: 2 })).toHaveText("Item That You'll Love");
  await expect(recommended.locator("[data-deferred]")).toHaveCount(1);
  await expect(recommended.locator('[data-slot="item-card"]')).toHaveCount(0);
  await mountAllSections(page);
  await expect(recommended.locator('[data-slot="item-card"]').first()).toBeVisible();
  const shift = await layoutShift(page);
  expect(shift).toBeLessThanOrEqual(0.02);
});

test("the flash sale shows each product's Sold / Available progress", async ({ page, context }) => {
  await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
  await page.goto("/home");
  const sale = page.locator('[data-section="flash-sale"]');
  await sale.scrollIntoViewIfNeeded();
  const card = sale.locator('[data-slot="item-card"]').first();
  await expect(card).toBeVisible();
  // Spec D §4: stock 0 shows 'Out of Stock'; otherwise the progress with Sold and Available (a product
  // whose sale stock is all sold keeps its progress, and 'Out of Stock' replaces Add to Cart).
  await expect(
    card.getByRole("progressbar").or(card.getByText("Out of Stock")).first(),
  ).toBeVisible();
  if ((await card.getByRole("progressbar").count()) > 0) {
    await expect(card.getByText(/^Sold: \d+$/)).toBeVisible();
    await expect(card.getByText(/^Available: \d+$/)).toBeVisible();
  }
});

test("Best Store Nearby switches its Popular / Top Rated / New tabs", async ({ page, context }) => {
  await saveLocation(context, { moduleId: 4, moduleType: "food" });
  await page.goto("/home");
  const section = page.locator('[data-section="best-store-nearby"]');
  await section.scrollIntoViewIfNeeded();
  const tabs = section.getByRole("tablist", { name: "Best Store Nearby" });
  await expect(tabs.getByRole("tab", { name: "Popular" })).toHaveAttribute("aria-selected", "true");
  await tabs.getByRole("tab", { name: "Top Rated" }).click();
  await expect(tabs.getByRole("tab", { name: "Top Rated" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(
    section.getByRole("tabpanel").locator('[data-slot="store-card"]').first(),
  ).toBeVisible();
});

test("the banner slider autoplays with a pause button, its first picture loads first", async ({
  page,
  context,
}) => {
  await saveLocation(context, { moduleId: 3, moduleType: "ecommerce" });
  await page.goto("/home");
  const slider = page
    .locator('[data-section="banners"]')
    .locator('[aria-roledescription="carousel"]');
  await expect(slider).toBeVisible();
  await expect(slider.getByRole("button", { name: "Pause autoplay" })).toBeVisible();
  const first = slider.locator('[data-slot="banner"] img').first();
  await expect(first).toHaveAttribute("loading", "eager");
  await expect(first).toHaveAttribute("fetchpriority", "high");
});

test("switching modules never keeps a row loaded for the previous module", async ({
  page,
  context,
}) => {
  await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
  await page.goto("/home");
  await mountAllSections(page);
  const storeLinks = (section: string) =>
    page
      .locator(`[data-section="${section}"] [data-slot="store-card"] a[href^="/store/"]`)
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  const groceryStores = await storeLinks("top-offers");
  expect(groceryStores.length).toBeGreaterThan(0);
  // The side rail switches module with a soft navigation (the page re-renders in place).
  await page.getByRole("button", { name: "Food", exact: true }).first().click();
  await expect(page.getByTestId("module-headline")).toHaveText("FIND YOUR HAPPINESS");
  // The rail marks the module shown: a round button on the primary's soft tint, the others plain.
  const rail = page.getByRole("navigation", { name: "Modules in your zone" });
  const looks = (name: string) =>
    rail.getByRole("button", { name, exact: true }).evaluate((button) => {
      const style = getComputedStyle(button);
      return {
        current: button.getAttribute("aria-current"),
        background: style.backgroundColor,
        radius: style.borderTopLeftRadius,
      };
    });
  await page.mouse.move(640, 10);
  await expect.poll(async () => (await looks("Food")).current).toBe("true");
  const [food, grocery] = [await looks("Food"), await looks("Grocery")];
  expect(grocery).toMatchObject({ current: null, background: "rgba(0, 0, 0, 0)" });
  expect(food.background).not.toBe(grocery.background);
  expect(food.radius).toBe(grocery.radius);
  await mountAllSections(page);
  const foodStores = await storeLinks("top-offers");
  expect(foodStores.length).toBeGreaterThan(0);
  expect(foodStores.filter((href) => groceryStores.includes(href))).toEqual([]);
});

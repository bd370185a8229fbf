import type { APIRequestContext, Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

import { saveLocation } from "./support";

// The demo seed's grocery module (zone 1): 64 items, 32 of them discounted, 4 stores; "milk" finds 5 items.
const grocery = { moduleId: 1, moduleType: "grocery" } as const;

const cards = (page: Page) => page.getByTestId("listing-results").locator(":scope > li");

const API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? "4100"}/api/v1`;

/** The first page's item names as the API orders them for a filter list. */
async function apiNames(request: APIRequestContext, filter: string[]): Promise<string[]> {
  const query = new URLSearchParams({
    list_type: "item",
    data_type: "all",
    limit: "12",
    offset: "1",
    filter: JSON.stringify(filter),
  });
  const response = await request.get(`${API_URL}/get-combined-data?${query.toString()}`, {
    headers: { moduleId: "1", zoneId: "[1]", latitude: "23.7925", longitude: "90.401" },
  });
  const body = (await response.json()) as { products: { name: string }[] };
  return body.products.map((product) => product.name);
}

/** The names on the first page of cards (infinite scroll may already have added the next pages). */
const cardNames = async (page: Page) =>
  (await cards(page).getByRole("heading").allInnerTexts()).slice(0, 12);

test.describe("listing and search page", () => {
  test.beforeEach(async ({ context }) => {
    await saveLocation(context, grocery);
  });

  test("header search: suggestions after the debounce, Enter lands on the listing, history keeps 5 and removes one", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const start = new Date("2026-11-24T12:00:00Z");
    await page.clock.install({ time: start });
    await page.goto("/home");
    const field = page.getByRole("searchbox", { name: "Search items or stores" });
    await field.click();
    const box = page.getByRole("combobox", { name: "Search items or stores" });
    await expect(box).toBeFocused();
    let asked = 0;
    page.on("request", (request) => {
      if (request.url().includes("/item-or-store-search")) asked += 1;
    });
    // The page's clock stands still: only runFor moves it.
    await page.clock.pauseAt(new Date(start.getTime() + 3_600_000));
    await box.fill("mil");
    // Within the 500 ms after the last key: the loading text, no suggestion and no request yet.
    await expect(page.getByText("Search suggestions are loading...")).toBeVisible();
    await page.clock.runFor(450);
    expect(asked).toBe(0);
    await expect(page.getByTestId("search-panel").getByRole("option")).toHaveCount(0);
    await page.clock.runFor(100);
    // Time flows again (the query's notifications are scheduled with timers).
    await page.clock.resume();
    await expect(page.getByRole("option", { name: "Whole Milk 1L" }).first()).toBeVisible();
    expect(asked).toBe(1);
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(box).toHaveAttribute("aria-expanded", "false");

    // Enter submits to the listing.
    await box.fill("milk");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/home\?data_type=searched&search=milk$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Search results for \u201cmilk\u201d",
    );
    await expect(page.getByTestId("listing-count")).toHaveText("5 items Found");

    // Six searches: the history keeps the last 5, newest first.
    for (const term of ["tea", "bread", "rice", "eggs", "salt"]) {
      await box.fill(term);
      await box.press("Enter");
      await expect(page).toHaveURL(new RegExp(`search=${term}$`));
    }
    await page.getByRole("button", { name: "Clear search" }).click();
    const history = page.getByTestId("search-history").getByRole("listitem");
    await expect(history).toHaveCount(5);
    await expect(history.first()).toHaveText("salt");
    await expect(page.getByTestId("search-history")).not.toContainText("milk");
    // Kept on this device: still there after a reload.
    await page.reload();
    await page.getByRole("searchbox", { name: "Search items or stores" }).click();
    await expect(history).toHaveCount(5);
    await page.getByRole("button", { name: "Remove rice from recent searches" }).click();
    await expect(history).toHaveCount(4);
    await expect(page.getByTestId("search-history")).not.toContainText("rice");
    // A click outside closes the panel.
    // (the panel covers the heading; the page's side margin is outside it)
    await page.mouse.click(5, 600);
    await expect(page.getByTestId("search-panel")).toBeHidden();
  });

  test("sort, a filter chip narrows and removing it restores, reload keeps the state, tab switch resets", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.goto("/home?data_type=all");
    const count = page.getByTestId("listing-count");
    await expect(count).toHaveText("64 items Found");

    await page.getByRole("combobox", { name: "Sort by" }).click();
    await page.getByRole("option", { name: "Price low to high" }).click();
    await expect(page).toHaveURL(/sort=low/);
    const byPriceLow = await apiNames(request, ["low"]);
    await expect.poll(() => cardNames(page)).toEqual(byPriceLow);

    await page.getByRole("combobox", { name: "Sort by" }).click();
    await page.getByRole("option", { name: "Price high to low" }).click();
    await expect(page).toHaveURL(/sort=high/);
    const byPriceHigh = await apiNames(request, ["high"]);
    expect(byPriceHigh).not.toEqual(byPriceLow);
    await expect.poll(() => cardNames(page)).toEqual(byPriceHigh);

    await page.getByRole("button", { name: "Filter" }).click();
    await page.getByRole("checkbox", { name: "Discounted" }).click();
    await page.keyboard.press("Escape");
    await expect(count).toHaveText("32 items Found");
    await expect(page.getByRole("button", { name: "Remove filter Discounted" })).toBeVisible();

    // The filtered listing reloads to the same state.
    await page.reload();
    await expect(count).toHaveText("32 items Found");
    await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveText("Price high to low");
    const robots = page.locator('meta[name="robots"]');
    await expect(robots).toHaveAttribute("content", /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/home\?data_type=all$/,
    );

    await page.getByRole("button", { name: "Remove filter Discounted" }).click();
    await expect(count).toHaveText("64 items Found");

    await page.getByRole("button", { name: "Filter" }).click();
    await page.getByRole("checkbox", { name: "Discounted" }).click();
    await page.keyboard.press("Escape");
    await expect(count).toHaveText("32 items Found");
    // Switching tab resets sort and filters.
    await page.getByRole("tab", { name: "Stores" }).click();
    await expect(count).toHaveText("4 stores Found");
    await expect(page).not.toHaveURL(/sort=|filter=/);
    await expect(page.getByRole("button", { name: "Remove filter Discounted" })).toHaveCount(0);
    await page.getByRole("tab", { name: "Items" }).click();
    await expect(count).toHaveText("64 items Found");
    // Back returns to the previous choice.
    await page.goBack();
    await expect(count).toHaveText("4 stores Found");
  });

  test("infinite scroll loads page 2, and stops after an empty page", async ({ page }) => {
    const offsets: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith("/get-combined-data"))
        offsets.push(url.searchParams.get("offset") ?? "");
    });
    await page.goto("/home?data_type=all");
    await expect(cards(page)).toHaveCount(12);
    await page.getByRole("link", { name: "Load more" }).scrollIntoViewIfNeeded();
    await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(24);
    expect(offsets).toContain("2");
    // Scrolling on: 64 items are 6 pages; page 7 comes back empty and the list ends there.
    await expect(async () => {
      await page.mouse.wheel(0, 3000);
      expect(await cards(page).count()).toBe(64);
    }).toPass();
    await expect.poll(() => offsets).toContain("7");
    await expect(page.getByRole("link", { name: "Load more" })).toHaveCount(0);
    expect(offsets).not.toContain("8");

    // 5 results: page 2 comes back empty, so the list ends (no page 3, no Load more).
    offsets.length = 0;
    await page.goto("/home?data_type=searched&search=milk");
    await expect(cards(page)).toHaveCount(5);
    await expect.poll(() => offsets).toContain("2");
    await expect(page.getByRole("link", { name: "Load more" })).toHaveCount(0);
    await page.mouse.wheel(0, 2000);
    await page.waitForTimeout(500);
    expect(offsets).not.toContain("3");
    await expect(cards(page)).toHaveCount(5);

    await page.goto("/home?data_type=searched&search=zzzz");
    await expect(page.getByRole("heading", { name: "Items not found!" })).toBeVisible();
  });

  test("a 412 px phone shows no horizontal scroll; the filters open in a side drawer", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto("/home?data_type=all&view=list");
    await expect(page.getByTestId("listing-count")).toHaveText("64 items Found");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page.getByRole("dialog", { name: "Filter" })).toBeVisible();
    await expect(
      page.getByRole("dialog").getByRole("checkbox", { name: "Discounted" }),
    ).toBeVisible();
  });

  for (const variant of [
    { theme: "light", language: "en" },
    { theme: "dark", language: "ar" },
  ] as const) {
    test(`axe: the listing, ${variant.theme}, ${variant.language}`, async ({ page, context }) => {
      test.setTimeout(120_000);
      await saveLocation(context, { ...grocery, ...variant });
      await page.goto("/home?data_type=all&filter=discounted");
      await expect(page.getByTestId("listing-results")).toBeVisible();
      const result = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .analyze();
      expect(
        result.violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
        ),
      ).toEqual([]);
    });
  }
});

import type { APIRequestContext, Page, Request } from "@playwright/test";

import { axeViolations } from "./axe";
import { saveLocation } from "./support";
import { expect, test } from "./test";

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

/** The page a "next page" request of the listing (its server action) asks for, else null. */
function askedPage(request: Request): number | null {
  if (request.method() !== "POST" || request.headers()["next-action"] === undefined) return null;
  try {
    const args: unknown = JSON.parse(request.postData() ?? "");
    return Array.isArray(args) && typeof args[1] === "number" ? args[1] : null;
  } catch {
    return null;
  }
}

const showTabs = (page: Page) => page.getByRole("navigation", { name: "Show" });

/** The names on the first page of cards (infinite scroll may already have added the next pages). */
const cardNames = async (page: Page) =>
  (await cards(page).getByRole("heading").allInnerTexts()).slice(0, 12);

test.describe("listing and search page", () => {
  test.beforeEach(async ({ context }) => {
    await saveLocation(context, grocery);
  });

  test("a sort chosen before the page's script has run applies once it runs (a slow connection)", async ({
    page,
    request,
  }) => {
    let release: (() => void) | undefined;
    const scriptsHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/_next/static/chunks/**", async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto("/home?data_type=all", { waitUntil: "commit" });
    const sort = page.getByRole("combobox", { name: "Sort by" });
    await sort.selectOption({ label: "Price low to high" });
    expect(page.url()).not.toMatch(/sort=/);
    release?.();
    await expect(page).toHaveURL(/sort=low/);
    await expect(sort).toHaveValue("low");
    const byPriceLow = await apiNames(request, ["low"]);
    await expect.poll(() => cardNames(page)).toEqual(byPriceLow);
    // Nothing chosen early: the page stays as it came.
    await page.unrouteAll({ behavior: "wait" });
    await page.goto("/home?data_type=all&sort=high");
    await expect(sort).toHaveValue("high");
    await page.waitForLoadState("networkidle");
    expect(page.url()).toMatch(/sort=high/);
    expect(page.url()).not.toMatch(/sort=low/);
  });

  test("sort, a filter chip narrows and removing it restores, reload keeps the state, tab switch resets", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.goto("/home?data_type=all");
    const count = page.getByTestId("listing-count");
    await expect(count).toHaveText("64 items Found");

    await page
      .getByRole("combobox", { name: "Sort by" })
      .selectOption({ label: "Price low to high" });
    await expect(page).toHaveURL(/sort=low/);
    const byPriceLow = await apiNames(request, ["low"]);
    await expect.poll(() => cardNames(page)).toEqual(byPriceLow);

    await page
      .getByRole("combobox", { name: "Sort by" })
      .selectOption({ label: "Price high to low" });
    await expect(page).toHaveURL(/sort=high/);
    const byPriceHigh = await apiNames(request, ["high"]);
    expect(byPriceHigh).not.toEqual(byPriceLow);
    await expect.poll(() => cardNames(page)).toEqual(byPriceHigh);

    await page.getByRole("button", { name: "Filter" }).click();
    await page.getByRole("checkbox", { name: "Discounted" }).click();
    await page.keyboard.press("Escape");
    await expect(count).toHaveText("32 items Found");
    await expect(page.getByRole("link", { name: "Remove filter Discounted" })).toBeVisible();

    // The filtered listing reloads to the same state.
    await page.reload();
    await expect(count).toHaveText("32 items Found");
    await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("high");
    const robots = page.locator('meta[name="robots"]');
    await expect(robots).toHaveAttribute("content", /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/home\?data_type=all$/,
    );

    await page.getByRole("link", { name: "Remove filter Discounted" }).click();
    await expect(count).toHaveText("64 items Found");

    await page.getByRole("button", { name: "Filter" }).click();
    await page.getByRole("checkbox", { name: "Discounted" }).click();
    await page.keyboard.press("Escape");
    await expect(count).toHaveText("32 items Found");
    // Switching tab resets sort and filters.
    await showTabs(page).getByRole("link", { name: "Stores" }).click();
    await expect(count).toHaveText("4 stores Found");
    await expect(page).not.toHaveURL(/sort=|filter=/);
    await expect(page.getByRole("link", { name: "Remove filter Discounted" })).toHaveCount(0);
    await showTabs(page).getByRole("link", { name: "Items" }).click();
    await expect(count).toHaveText("64 items Found");
    // Back returns to the previous choice.
    await page.goBack();
    await expect(count).toHaveText("4 stores Found");
  });

  test("infinite scroll loads page 2, and stops after an empty page", async ({ page }) => {
    // Each next page is one request of the browser (the listing's server action), naming its page.
    const offsets: string[] = [];
    page.on("request", (request) => {
      const asked = askedPage(request);
      if (asked !== null) offsets.push(String(asked));
    });
    // The server renders the first page (12); pages 2+ come through the browser's requests only.
    const html = await (await page.request.get("/home?data_type=all")).text();
    const list = html.split('data-testid="listing-results"')[1]?.split("</ul>")[0] ?? "";
    expect(list.match(/<li /g)).toHaveLength(12);
    await page.goto("/home?data_type=all");
    await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(12);
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
    // The cards are tall enough that the list's end may sit below the fold: scroll to it as a customer would.
    await cards(page).last().scrollIntoViewIfNeeded();
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

  test("the category panel: a category narrows with its chip, choosing it again restores, All selects all", async ({
    page,
  }) => {
    await page.goto("/home?data_type=all");
    const count = page.getByTestId("listing-count");
    await expect(count).toHaveText("64 items Found");
    const panel = page.getByRole("complementary", { name: "Categories" });
    const choice = panel.getByTestId("category-list").getByRole("link").nth(1);
    const name = (await choice.innerText()).trim();
    await choice.click();
    await expect(page).toHaveURL(/category_ids=/);
    await expect(choice).toHaveAttribute("aria-current", "true");
    await expect(count).not.toHaveText("64 items Found");
    await expect(page.getByRole("link", { name: `Remove filter ${name}` })).toBeVisible();
    // Choosing it again drops it (with the children it picked).
    await choice.click();
    await expect(count).toHaveText("64 items Found");
    await expect(page).not.toHaveURL(/category_ids=/);
    // 'All' selects every category and child.
    await panel.getByRole("link", { name: "All" }).click();
    await expect(page).toHaveURL(/category_ids=/);
    const links = panel.getByTestId("category-list").getByRole("link");
    const total = await links.count();
    await expect(panel.locator('[aria-current="true"]')).toHaveCount(total);
  });

  test("without JavaScript: the filter form, the sort form and Load more are plain requests", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await saveLocation(context, grocery);
    const page = await context.newPage();
    await page.goto("/home?data_type=all");
    await expect(cards(page)).toHaveCount(12);
    await page.getByRole("link", { name: "Load more" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(cards(page)).toHaveCount(24);

    await page.getByRole("button", { name: "Filter" }).click();
    const dialog = page.getByRole("dialog", { name: "Filter" });
    await dialog.getByRole("checkbox", { name: "Discounted" }).check();
    await dialog.getByRole("button", { name: "Show results" }).click();
    await expect(page).toHaveURL(/filter=discounted/);
    await expect(page.getByTestId("listing-count")).toHaveText("32 items Found");
    await expect(page.getByRole("link", { name: "Remove filter Discounted" })).toBeVisible();
    await context.close();
  });

  test("abuse: unknown data type, huge and control-character search, out-of-range paging and prices", async ({
    page,
  }) => {
    // A data type the spec does not name is not a listing: /home shows the module's landing page.
    await page.goto("/home?data_type=bogus");
    await expect(page.getByTestId("listing-count")).toHaveCount(0);
    await expect(page.locator("main#main")).toBeVisible();

    // Control characters are dropped from the search: "\u0000milk\u001f" searches "milk".
    let response = await page.goto("/home?data_type=searched&search=%00milk%1F");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Search results for \u201cmilk\u201d",
    );
    await expect(page.getByTestId("listing-count")).toHaveText("5 items Found");

    // Huge text: searched as its first 100 characters.
    response = await page.goto(`/home?data_type=searched&search=${"x".repeat(5000)}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `Search results for \u201c${"x".repeat(100)}\u201d`,
    );
    await expect(page.getByRole("heading", { name: "Items not found!" })).toBeVisible();

    response = await page.goto("/home?data_type=all&page=-1");
    expect(response?.status()).toBe(200);
    await expect(cards(page)).toHaveCount(12);
    response = await page.goto("/home?data_type=all&page=999999");
    expect(response?.status()).toBe(200);
    await expect(cards(page)).toHaveCount(64);
    await expect(page.getByRole("link", { name: "Load more" })).toHaveCount(0);

    // Out-of-range prices and rating are brought within 0–20000 and 0–5; unknown values are dropped.
    await page.goto("/home?data_type=all&filter=discounted&rating=5");
    const expected = await page.getByTestId("listing-count").innerText();
    response = await page.goto(
      "/home?data_type=all&min_price=-5&max_price=99999999999&rating=99&sort=zzz&filter=nope,discounted&category_ids=a,b",
    );
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId("listing-count")).toHaveText(expected);
    await expect(page.getByRole("link", { name: "Remove filter 5+ stars" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Remove filter Price/ })).toHaveCount(0);
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
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

import type { Page } from "@playwright/test";

import { saveLocation } from "./support";
import { expect, test } from "./test";

// The demo seed's grocery module: "milk" finds 5 items.
const grocery = { moduleId: 1, moduleType: "grocery" } as const;

/** Holds back every script the page asks for from now on by 1.5 s, as a slow network or a busy phone would. */
async function slowScripts(page: Page) {
  await page.route("**/_next/static/chunks/**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
}

/** Marks the focused element and returns its mark, so a later focus can be compared with it. */
function focusedMark(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return "";
    const mark = element.getAttribute("data-focus-mark") ?? String(Math.random());
    element.setAttribute("data-focus-mark", mark);
    return mark;
  });
}

test.describe("header search", () => {
  test.beforeEach(async ({ context }) => {
    await saveLocation(context, grocery);
  });

  test("suggestions after the debounce, Enter lands on the listing, history keeps 5 and removes one", async ({
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
    // A click outside closes the panel (the page's side margin is outside it).
    await page.mouse.click(5, 600);
    await expect(page.getByTestId("search-panel")).toBeHidden();
  });

  test("the page loads no combobox code until the field is used", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/home");
    await expect(page.getByRole("searchbox", { name: "Search items or stores" })).toBeVisible();
    await page.waitForLoadState("load");
    await page.waitForTimeout(1000);
    const before = scripts.length;
    await page.getByRole("searchbox", { name: "Search items or stores" }).focus();
    await expect(page.getByRole("combobox", { name: "Search items or stores" })).toBeFocused();
    expect(scripts.length).toBeGreaterThan(before);
  });

  test("a keyboard user who tabs past the field while its code loads keeps their place", async ({
    page,
  }) => {
    await page.goto("/home");
    await page.waitForLoadState("load");
    await slowScripts(page);
    const field = page.getByRole("searchbox", { name: "Search items or stores" });
    await field.focus();
    await page.keyboard.press("Tab");
    const after = await focusedMark(page);
    expect(after).not.toBe("");
    // The combobox arrives (its code held back 1.5 s) without taking the focus back.
    const box = page.getByRole("combobox", { name: "Search items or stores" });
    await expect(box).toBeAttached({ timeout: 15_000 });
    await page.waitForTimeout(300);
    await expect(box).not.toBeFocused();
    expect(await focusedMark(page)).toBe(after);
  });

  test("the suggestions close when the focus leaves the search", async ({ page }) => {
    await page.goto("/home");
    await page.getByRole("searchbox", { name: "Search items or stores" }).click();
    const box = page.getByRole("combobox", { name: "Search items or stores" });
    await box.fill("milk");
    await expect(page.getByRole("option", { name: "Whole Milk 1L" }).first()).toBeVisible();
    // Tab: to the clear button (still inside the search, the panel stays), then out of the search.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Clear search" })).toBeFocused();
    await expect(page.getByTestId("search-panel")).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.getByTestId("search-panel")).toBeHidden();
    await expect(box).toHaveAttribute("aria-expanded", "false");
    // Coming back opens it again.
    await box.focus();
    await expect(page.getByRole("option", { name: "Whole Milk 1L" }).first()).toBeVisible();
  });

  test("a click on the field gets the combobox the focus, even if a script moved it meanwhile", async ({
    page,
  }) => {
    await page.goto("/home");
    await page.waitForLoadState("load");
    await slowScripts(page);
    await page.getByRole("searchbox", { name: "Search items or stores" }).click();
    // As a closing dialog does when it hands the focus back to its opener.
    await page.evaluate(() => {
      document.querySelector<HTMLElement>("header a[href]")?.focus();
    });
    await expect(page.getByRole("combobox", { name: "Search items or stores" })).toBeFocused({
      timeout: 15_000,
    });
  });

  test("a phone opens the search from the header button", async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto("/home");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole("button", { name: "Search items or stores" }).click();
    await page.getByRole("searchbox", { name: "Search items or stores" }).click();
    const box = page.getByRole("combobox", { name: "Search items or stores" });
    await expect(box).toBeFocused();
    await box.fill("milk");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/home\?data_type=searched&search=milk$/);
    await expect(page.getByTestId("listing-count")).toHaveText("5 items Found");
  });

  test("without JavaScript the header field submits to the listing", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await saveLocation(context, grocery);
    const page = await context.newPage();
    await page.goto("/home");
    const field = page.getByRole("searchbox", { name: "Search items or stores" });
    await field.fill("milk");
    await field.press("Enter");
    await expect(page).toHaveURL(/\/home\?data_type=searched&search=milk$/);
    await expect(page.getByTestId("listing-count")).toHaveText("5 items Found");
    await context.close();
  });
});

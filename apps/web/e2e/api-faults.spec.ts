import type { BrowserContext, Page } from "@playwright/test";

import { setFault } from "./fault-support";
import { WEB_URL } from "./support";
import { expect, test } from "./test";

/*
 * Faults between the storefront and the API (issue 21 item 7), made by e2e/fault-proxy.mjs: with the API
 * stopped, answering 503 or hanging, a page shows a recoverable state — never a blank page, an endless
 * spinner, or a catalogue that claims to be empty — and recovers when the API is back.
 */

/**
 * A grocery visitor at a place of their own: the storefront shares catalogue answers per module, zone,
 * place and language for 30 s (ADR 0018), so a fresh place makes the page ask the API again.
 */
async function freshVisitor(context: BrowserContext) {
  // A latitude in Old Town no other test uses: 23.78 plus up to 0.02, in millionths.
  const latitude = `23.${String(780_000 + Math.floor(Math.random() * 20_000))}`;
  await context.addCookies(
    Object.entries({
      zone_id: "[1]",
      lat: latitude,
      lng: "90.401",
      location: "Old Town",
      module_id: "1",
      module_type: "grocery",
    }).map(([name, value]) => ({ name, value, url: WEB_URL, httpOnly: true })),
  );
}

async function expectRecoverableHome(page: Page) {
  await expect(page.getByTestId("module-headline")).toBeVisible();
  const unavailable = page.getByTestId("section-unavailable");
  await expect(unavailable.first()).toBeVisible({ timeout: 45_000 });
  await expect(unavailable.first()).toContainText("This section could not be loaded right now.");
  // A failure is not an empty catalogue.
  await expect(page.getByText("Items Not Found!")).toHaveCount(0);
  await expect(page.getByText("Stores not found!")).toHaveCount(0);
  await expect(page.getByText("Nothing to show here yet.")).toHaveCount(0);
}

test.afterEach(async () => {
  await setFault("pass");
});

for (const mode of ["down", "503"] as const) {
  test(`/home with the API ${mode === "down" ? "stopped" : "answering 503"}: sections say so and recover on Try again`, async ({
    page,
    context,
  }) => {
    await freshVisitor(context);
    await setFault(mode);
    const response = await page.goto("/home");
    expect(response?.status()).toBe(200);
    await expectRecoverableHome(page);

    await setFault("pass");
    await page
      .getByTestId("section-unavailable")
      .first()
      .getByRole("link", { name: "Try again" })
      .click();
    // Below the first screen: its cards load when it is scrolled to.
    const popular = page.locator('[data-section="popular-items"]');
    await popular.scrollIntoViewIfNeeded();
    await expect(popular.locator("a").first()).toBeVisible();
    await expect(page.getByTestId("section-unavailable")).toHaveCount(0);
  });
}

test("/home with one API call hanging: the page finishes, that section says so, the others show", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await freshVisitor(context);
  await setFault("hang", "/items/popular");
  const started = Date.now();
  await page.goto("/home");
  const popular = page.locator('[data-section="popular-items"]');
  await expect(popular.getByTestId("section-unavailable")).toBeVisible({ timeout: 60_000 });
  expect(Date.now() - started).toBeLessThan(60_000);
  await expect(page.locator('[data-section="categories"] a').first()).toBeVisible();
  await expect(page.getByTestId("section-unavailable")).toHaveCount(1);
});

test("a store page with the API stopped answers the error page with Try again, and recovers", async ({
  page,
  context,
}) => {
  await freshVisitor(context);
  await setFault("down", "/stores/details");
  await page.goto("/store/freshmart-old-town");
  const retry = page.getByRole("button", { name: "Try again" });
  await expect(retry).toBeVisible();
  await setFault("pass");
  await retry.click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(retry).toHaveCount(0);
});

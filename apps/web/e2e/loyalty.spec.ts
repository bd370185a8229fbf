import type { Page } from "@playwright/test";

import { axeViolations, LOOKS } from "./axe";
import { openSignedIn, signIn } from "./sign-in";
import { saveLocation } from "./support";
import { expect, test } from "./test";

/** An amount as the page isolates it inside a sentence (Unicode first-strong isolate). */
const amount = (text: string) => `\u2068${text}\u2069`;

async function shownPoints(page: Page): Promise<number> {
  return Number((await page.getByTestId("loyalty-balance").textContent()) ?? "");
}

test.beforeEach(async ({ context }) => {
  await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
});

test("a signed-out visitor is asked to sign in", async ({ page }) => {
  await page.goto("/loyalty-points");
  await expect(page.getByRole("heading", { level: 1, name: "Loyalty points" })).toBeVisible();
  await expect(page.getByText("You must be login to access this page.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Sign in" })).toHaveAttribute(
    "href",
    "/loyalty-points?auth=sign-in",
  );
});

test("points move to the wallet at the config's rate, above its minimum", async ({ page }) => {
  await openSignedIn(page, "/wallet");
  const walletBefore = Number(
    ((await page.getByTestId("wallet-balance").textContent()) ?? "").replace(/[^\d.]/g, ""),
  );
  await page.goto("/loyalty-points");
  const before = await shownPoints(page);
  expect(before).toBeGreaterThanOrEqual(150);
  // The seed's rate: 10 points for one unit; minimum 100 points.
  await expect(page.getByText(`10 points = ${amount("$1.00")}`)).toBeVisible();
  const points = page.getByLabel("Points to convert");
  const convert = page.getByRole("button", { name: "Convert" });
  await points.fill("99");
  await convert.click();
  await expect(
    page.getByRole("alert").filter({ hasText: `Convert at least ${amount("100")} points.` }),
  ).toBeVisible();
  await points.fill(String(before + 1));
  await convert.click();
  await expect(
    page.getByRole("alert").filter({ hasText: `You have ${amount(String(before))} points.` }),
  ).toBeVisible();
  await points.fill("12.5");
  await convert.click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Enter a whole number of points." }),
  ).toBeVisible();
  await points.fill("150");
  await expect(page.getByText(`You get ${amount("$15.00")}.`)).toBeVisible();
  await convert.click();
  await expect(page.getByText("Point to wallet transfer successfully.")).toBeVisible();
  await expect(page.getByTestId("loyalty-balance")).toHaveText(String(before - 150));
  const latest = page.getByRole("list", { name: "Point history" }).getByRole("listitem").first();
  await expect(latest).toContainText("Converted to wallet");
  await expect(latest).toContainText("−150");
  await page.goto("/wallet?type=loyalty_point");
  const walletAfter = Number(
    ((await page.getByTestId("wallet-balance").textContent()) ?? "").replace(/[^\d.]/g, ""),
  );
  expect(walletAfter).toBeCloseTo(walletBefore + 15, 2);
  await expect(
    page.getByRole("list", { name: "Transactions" }).getByRole("listitem").first(),
  ).toContainText("+$15.00");
});

test("Arabic: the points page reads right to left", async ({ page, context }) => {
  await saveLocation(context, { moduleId: 1, moduleType: "grocery", language: "ar" });
  await openSignedIn(page, "/loyalty-points");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: "نقاط الولاء" })).toBeVisible();
});

for (const variant of LOOKS) {
  test(`axe: /loyalty-points signed out and signed in, ${variant.theme}, ${variant.language}`, async ({
    page,
    context,
  }) => {
    await saveLocation(context, { moduleId: 1, moduleType: "grocery", ...variant });
    await page.goto("/loyalty-points");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await signIn(page);
    await page.goto("/loyalty-points");
    await expect(page.getByTestId("loyalty-balance")).toBeVisible();
    await page.getByRole("main").locator("form button[type=submit]").click();
    await expect(page.getByRole("main").locator("form [role=alert]")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

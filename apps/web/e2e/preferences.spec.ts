import { expect, test } from "@playwright/test";

import { saveLocation } from "./support";

test("dark theme persists across a reload", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  // The theme is saved by a server action (a POST carrying the `next-action` header), not by any POST:
  // the guest-id request is a POST too and may answer first.
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" &&
      response.request().headers()["next-action"] !== undefined,
  );
  await page.getByTestId("theme-toggle").first().click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await saved;
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
});

test("switching to Arabic asks first, then renders right to left", async ({ page }) => {
  await page.goto("/");
  await page.getByTestId("language-select").first().selectOption("ar");
  const confirm = page.getByRole("alertdialog", { name: "Are you sure to change the language?" });
  await expect(confirm).toContainText("The browser will refresh to get translated content.");
  await confirm.getByRole("button", { name: "Yes" }).click();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.getByText("تم تغيير اللغة")).toBeVisible();
});

test("Arabic module home renders right to left", async ({ page, context }) => {
  await saveLocation(context, { moduleId: 4, moduleType: "food", language: "ar" });
  await page.goto("/home");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByTestId("module-headline")).toHaveText("اعثر على سعادتك");
});

test("no cookie or stored value of the session is readable by page scripts", async ({
  page,
  context,
}) => {
  await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
  await page.goto("/home");
  await expect(page.getByTestId("module-headline")).toBeVisible();
  const visible = await page.evaluate(() => ({
    cookie: document.cookie,
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
  }));
  expect(visible.cookie).toBe("");
  expect(visible.local.filter((key) => /token|session|guest/i.test(key))).toEqual([]);
  expect(visible.session.filter((key) => /token|session|guest/i.test(key))).toEqual([]);
  const cookies = await context.cookies();
  expect(cookies.filter((cookie) => !cookie.httpOnly).map((cookie) => cookie.name)).toEqual([]);
});

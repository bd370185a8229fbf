import { saveLocation, WEB_URL } from "./support";
import { expect, test } from "./test";

test("an unknown URL answers 404 with the way home and a search", async ({ page, context }) => {
  await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  const main = page.locator("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(main.getByRole("link", { name: "Go to home" })).toHaveAttribute("href", "/home");
  // The search is the spec's listing route: /home with search and data_type=searched.
  const search = main.getByRole("search");
  await search.getByRole("searchbox", { name: "Search items and stores" }).fill("milk");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/home\?data_type=searched&search=milk$/);
});

test("without a saved location the way home is the landing page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.locator("main").getByRole("link", { name: "Go to home" })).toHaveAttribute(
    "href",
    "/",
  );
});

test("the not-found page speaks Arabic, right to left", async ({ page, context }) => {
  await saveLocation(context, { moduleId: 1, moduleType: "grocery", language: "ar" });
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("main").getByRole("heading", { level: 1 })).toHaveText(
    "الصفحة غير موجودة",
  );
});

test("a page calling notFound() for an unknown id answers 404 with the not-found page", async ({
  page,
}) => {
  const response = await page.goto("/e2e-faults/no-such-id");
  expect(response?.status()).toBe(404);
  await expect(page.locator("main").getByRole("heading", { level: 1 })).toHaveText(
    "Page not found",
  );
});

test("a page whose server render fails shows the error page, and Try again fetches it again", async ({
  page,
  context,
}) => {
  await context.addCookies([
    { name: "e2e_fault", value: "server-error", url: WEB_URL, httpOnly: true, sameSite: "Lax" },
  ]);
  const response = await page.goto("/e2e-faults/server-error");
  expect(response?.status()).toBe(500);
  const main = page.locator("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Something went wrong.");
  // The frame stays around the error; no error detail or stack reaches the page.
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.locator("body")).not.toContainText("e2e fault");
  await expect(page.locator("body")).not.toContainText(/\bat .*\.(js|ts|tsx):\d+/);

  // Still failing: Try again asks the server again (a request for the page) and shows the error again.
  const [again] = await Promise.all([
    page.waitForResponse((answer) => new URL(answer.url()).pathname === "/e2e-faults/server-error"),
    main.getByRole("button", { name: "Try again" }).click(),
  ]);
  expect(again.request().method()).toBe("GET");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Something went wrong.");

  // The cause is gone: Try again brings the page (a plain reset would re-render the failed answer).
  await context.clearCookies({ name: "e2e_fault" });
  await main.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByTestId("fault-recovered")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Something went wrong." })).toHaveCount(0);
});

test("an address with a broken percent escape answers 400, never a server error", async ({
  page,
  context,
}) => {
  await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
  for (const path of [
    "/product/%zz",
    "/product/abc%",
    "/store/%E0%A4%A",
    "/category/%zz",
    "/campaigns/%",
  ]) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(400);
  }
  // A well-formed escape still reaches the page (an unknown product: the not-found page).
  expect((await page.request.get("/product/no%20such%20item")).status()).toBe(404);
});

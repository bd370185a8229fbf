import { expect, test } from "./test";

test("the landing page renders its headline with security headers", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Everything you need, delivered to your door",
  );
  const headers = response?.headers() ?? {};
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["content-security-policy"]).toContain("object-src 'none'");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
});

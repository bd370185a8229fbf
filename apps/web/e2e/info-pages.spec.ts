import { axeViolations } from "./axe";
import { saveLocation, WEB_URL } from "./support";
import { expect, test } from "./test";

const pages = [
  { path: "/about-us", title: "About Us", titleAr: "من نحن", text: "Your city, delivered" },
  {
    path: "/terms-and-conditions",
    title: "Terms & Conditions",
    titleAr: "الشروط والأحكام",
    text: "1. Who we are",
  },
  {
    path: "/privacy-policy",
    title: "Privacy Policy",
    titleAr: "سياسة الخصوصية",
    text: "What we collect",
  },
  {
    path: "/refund-policy",
    title: "Refund Policy",
    titleAr: "سياسة الاسترداد",
    text: "How to ask for a refund",
  },
  {
    path: "/cancellation-policy",
    title: "Cancellation Policy",
    titleAr: "سياسة الإلغاء",
    text: "Before the store accepts your order",
  },
  {
    path: "/shipping-policy",
    title: "Shipping Policy",
    titleAr: "سياسة الشحن",
    text: "Where we deliver",
  },
] as const;

for (const info of pages) {
  test(`${info.path} shows the backend's text in English and in Arabic`, async ({
    page,
    context,
  }) => {
    const response = await page.goto(info.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: info.title })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: info.text })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${WEB_URL}${info.path}`,
    );

    await context.addCookies([{ name: "lang", value: "ar", url: WEB_URL }]);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1, name: info.titleAr })).toBeVisible();
    await expect(page.locator("main article")).toContainText(/[\u0600-\u06ff]{4,}/);
    await expect(page.locator("main article")).not.toContainText(info.text);
  });
}

test("the footer's links open the information pages and help", async ({ page, context }) => {
  await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
  await page.goto("/home");
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("link", { name: "Refund Policy" }).click();
  await expect(page).toHaveURL(/\/refund-policy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Refund Policy" })).toBeVisible();
  await page.getByRole("contentinfo").getByRole("link", { name: "Help & Support" }).click();
  await expect(page).toHaveURL(/\/help-and-support$/);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Help & Support" })).toBeVisible();
  await expect(main.getByRole("link", { name: "+1 555 0100" })).toHaveAttribute(
    "href",
    "tel:+15550100",
  );
  await expect(
    main.getByRole("link", { name: "support@lakeshore-market.example" }),
  ).toHaveAttribute("href", /^mailto:support@lakeshore-market\.example\?subject=/);
  // The policies listed on the help page lead to their pages.
  await main.getByRole("link", { name: "Shipping Policy" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Shipping Policy" })).toBeVisible();
  // Home from the breadcrumbs, with a saved location, is the module's home.
  await page
    .getByRole("navigation", { name: "Breadcrumbs" })
    .getByRole("link", { name: "Home" })
    .click();
  await expect(page).toHaveURL(/\/home$/);
});

test("a phone shows the information pages without horizontal scroll", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  for (const path of ["/terms-and-conditions", "/help-and-support"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

for (const variant of [
  { theme: "light", language: "en" },
  { theme: "dark", language: "ar" },
] as const) {
  for (const path of ["/privacy-policy", "/help-and-support"]) {
    test(`axe: ${path}, ${variant.theme}, ${variant.language}`, async ({ page, context }) => {
      await context.addCookies([
        { name: "theme", value: variant.theme, url: WEB_URL, httpOnly: true },
        { name: "lang", value: variant.language, url: WEB_URL, httpOnly: true },
      ]);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}

test("the sign-up form's terms link opens the Terms and Conditions in a new window", async ({
  page,
  context,
}) => {
  await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
  await page.goto("/sign-up");
  const link = page.getByRole("link", { name: "Terms and Conditions" });
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", /noopener/);
  const [popup] = await Promise.all([context.waitForEvent("page"), link.click()]);
  await popup.waitForLoadState();
  expect(new URL(popup.url()).pathname).toBe("/terms-and-conditions");
  await expect(popup.getByRole("heading", { level: 1, name: "Terms & Conditions" })).toBeVisible();
  // The sign-up form stays where it was.
  expect(new URL(page.url()).pathname).toBe("/sign-up");
});

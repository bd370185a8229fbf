import { axeViolations } from "./axe";
import { signIn } from "./sign-in";
import { saveLocation } from "./support";
import { expect, test } from "./test";

/** A value as the page isolates it inside a sentence (Unicode first-strong isolate). */
const iso = (text: string) => `\u2068${text}\u2069`;

test("a signed-out visitor is asked to sign in, with a link that opens the sign-in modal", async ({
  page,
  context,
}) => {
  await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
  const response = await page.goto("/coupons");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Coupons" })).toBeVisible();
  await expect(page.getByText("You must be login to access this page.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Sign in" })).toHaveAttribute(
    "href",
    "/coupons?auth=sign-in",
  );
});

test("the customer's coupons with value, kind, scope, minimum and validity; copy says Copied; cashback offers", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
  await page.goto("/coupons");
  await signIn(page);
  // Reached from the profile menu.
  await page.goto("/home");
  await page.getByRole("button", { name: "Profile" }).click();
  await page.getByRole("menuitem", { name: "Coupons" }).click();
  await expect(page).toHaveURL(/\/coupons$/);

  const coupons = page.getByTestId("coupon");
  // The running grocery coupons of zone 1; the expired one is not listed.
  await expect(coupons.filter({ hasText: "GROCERY10" })).toBeVisible();
  await expect(coupons.filter({ hasText: "GROCERYOLD" })).toHaveCount(0);
  const percent = coupons.filter({ hasText: "GROCERY10" });
  await expect(percent.getByRole("heading", { name: `${iso("10")}% off` })).toBeVisible();
  await expect(percent).toContainText("Discount coupon · At every store");
  await expect(percent).toContainText(`Min purchase ${iso("$15.00")}`);
  await expect(percent).toContainText(`Up to ${iso("$8.00")}`);
  await expect(percent).toContainText("Valid ");
  await expect(
    coupons.filter({ hasText: "GROCERYFREESHIP" }).getByRole("heading", { name: "Free delivery" }),
  ).toBeVisible();
  await expect(coupons.filter({ hasText: "GROCERYZONE15" })).toContainText(
    "Only in selected delivery zones",
  );
  const store = coupons.filter({ hasText: "GROCERYSTORE5" });
  await expect(store.getByRole("heading", { name: `${iso("$5.00")} off` })).toBeVisible();
  await expect(store).toContainText("Store coupon · Only at");
  await expect(store.getByRole("link", { name: /^Visit / })).toHaveAttribute("href", /^\/store\//);

  await percent.getByRole("button", { name: "Copy" }).click();
  await expect(percent.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("GROCERY10");
  // 'Copied' for about a second.
  await expect(percent.getByRole("button", { name: "Copy" })).toBeVisible({ timeout: 3_000 });

  const offers = page.getByTestId("cashback-offer");
  await expect(offers).toHaveCount(3);
  await expect(offers.filter({ hasText: "Weekend cashback" })).toContainText(`${iso("10")}%`);
  await expect(offers.filter({ hasText: "Big basket bonus" })).toContainText("$3.00");
  await expect(offers.filter({ hasText: "Big basket bonus" })).toContainText(
    `Min purchase ${iso("$40.00")}`,
  );
});

test("coupons in Arabic", async ({ page, context }) => {
  await saveLocation(context, { moduleId: 1, moduleType: "grocery", language: "ar" });
  await page.goto("/coupons");
  await signIn(page);
  await page.goto("/coupons");
  await expect(page.getByRole("heading", { level: 1, name: "القسائم" })).toBeVisible();
  await expect(page.getByText("عروض استرداد النقود")).toBeVisible();
});

for (const variant of [
  { theme: "light", language: "en" },
  { theme: "dark", language: "en" },
  { theme: "light", language: "ar" },
  { theme: "dark", language: "ar" },
] as const) {
  test(`axe: /coupons signed out and signed in, ${variant.theme}, ${variant.language}`, async ({
    page,
    context,
  }) => {
    await saveLocation(context, { moduleId: 1, moduleType: "grocery", ...variant });
    const violations = () => axeViolations(page);
    await page.goto("/coupons");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await violations()).toEqual([]);
    await signIn(page);
    await page.goto("/coupons");
    await expect(page.getByTestId("coupon").first()).toBeVisible();
    expect(await violations()).toEqual([]);
  });
}

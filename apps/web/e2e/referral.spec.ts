import { axeViolations, LOOKS } from "./axe";
import { openSignedIn, signIn } from "./sign-in";
import { saveLocation, WEB_URL } from "./support";
import { expect, test } from "./test";

test.beforeEach(async ({ context }) => {
  await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
});

test("a signed-out visitor is asked to sign in", async ({ page }) => {
  await page.goto("/referral-code");
  await expect(page.getByRole("heading", { level: 1, name: "Referral code" })).toBeVisible();
  await expect(page.getByText("You must be login to access this page.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Sign in" })).toHaveAttribute(
    "href",
    "/referral-code?auth=sign-in",
  );
});

test("copy puts the code on the clipboard and says 'Copied' for about a second", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: WEB_URL });
  await openSignedIn(page, "/referral-code");
  await expect(page.getByTestId("referral-code")).toHaveText("DEMOREF001");
  // The config's earning rule (ref_earning_exchange_rate 5).
  await expect(page.getByText(/You earn .\$5\.00. in your wallet/)).toBeVisible();
  await page.getByRole("button", { name: "Copy code" }).click();
  const copied = page.getByRole("button", { name: "Copied" });
  await expect(copied).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("DEMOREF001");
  await expect(page.getByText("Referral code copied.")).toBeVisible();
  // Back to 'Copy code' after about a second.
  await expect(copied).toBeHidden({ timeout: 2500 });
  await expect(page.getByRole("button", { name: "Copy code" })).toBeVisible();
});

test("share uses the Web Share API where the browser has it, else copies", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: WEB_URL });
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    Object.assign(window, { __shared: shared });
    Object.defineProperty(navigator, "share", {
      configurable: true,
      value: (data: unknown) => {
        shared.push(data);
        return Promise.resolve();
      },
    });
  });
  await openSignedIn(page, "/referral-code");
  await page.getByRole("button", { name: "Share" }).click();
  const shared = await page.evaluate(
    () => (window as unknown as { __shared: { text: string }[] }).__shared,
  );
  expect(shared).toHaveLength(1);
  expect(shared[0]?.text).toBe("Sign up with my referral code DEMOREF001.");

  // Without the Web Share API: the code is copied.
  await page.evaluate(() => {
    Object.defineProperty(navigator, "share", { configurable: true, value: undefined });
    return navigator.clipboard.writeText("");
  });
  await page.getByRole("button", { name: "Share" }).click();
  await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("DEMOREF001");
});

for (const variant of LOOKS) {
  test(`axe: /referral-code signed out and signed in, ${variant.theme}, ${variant.language}`, async ({
    page,
    context,
  }) => {
    await saveLocation(context, { moduleId: 1, moduleType: "grocery", ...variant });
    await page.goto("/referral-code");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await signIn(page);
    await page.goto("/referral-code");
    await expect(page.getByTestId("referral-code")).toBeVisible();
    if (variant.language === "ar")
      await expect(page.getByRole("heading", { level: 1, name: "رمز الإحالة" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

import { expect, test } from "@playwright/test";

import { signIn } from "./sign-in";

test("sign-up: the form signs a new customer up and in, then /home", async ({ page, context }) => {
  test.slow();
  const stamp = String(Date.now()).slice(-7);
  await page.goto("/sign-up");
  await expect(page.getByRole("heading", { level: 1, name: "Sign Up" })).toBeVisible();
  const button = page.getByRole("button", { name: "Sign Up" });
  await expect(button).toBeDisabled();
  // The terms box works once the page is hydrated (a Radix checkbox): accepting it enables Sign Up.
  const terms = page.getByRole("checkbox", { name: /Terms and Conditions/ });
  await expect(async () => {
    await terms.check({ timeout: 2_000 });
  }).toPass();
  await expect(button).toBeEnabled();
  await page.getByRole("textbox", { name: "User name" }).fill("Nora Field");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(`nora${stamp}@example.test`);
  // The config's country (US) gives the dialling code; the picker is enabled (country_picker_status 1).
  await expect(page.getByRole("combobox", { name: "Country code" })).toHaveValue("+1");
  await page.getByRole("textbox", { name: "Phone" }).fill(`555${stamp}`);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("Nora-pass-12");
  await page.getByRole("textbox", { name: "Confirm password" }).fill("Nora-pass-1");
  await button.click();
  await expect(page.getByText("Passwords must match")).toBeVisible();
  await page.getByRole("textbox", { name: "Confirm password" }).fill("Nora-pass-12");
  await button.click();
  await expect(page.getByText("Sign in successfully.")).toBeVisible();
  // No saved location: /home sends the visitor on to /.
  await expect(page).toHaveURL(/\/$/);
  // A new sign-up is welcomed once; closing the welcome modal clears its flag.
  const welcome = page.getByRole("dialog", { name: "Welcome!" });
  await expect(welcome).toBeVisible();
  await welcome.getByRole("button", { name: "Get started" }).click();
  await expect(welcome).toBeHidden();
  expect(await page.evaluate(() => window.localStorage.getItem("welcome_new_user"))).toBeNull();
  await expect(page.getByRole("button", { name: "Profile" })).toBeVisible();
  const session = (await context.cookies()).find((cookie) => cookie.name === "session");
  expect(session?.httpOnly).toBe(true);
});

test("sign-out: confirmation, then the session, profile and cart are gone", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await signIn(page);
  await page.reload();
  await page.getByRole("button", { name: "Profile" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Are you sure you want to logout?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  expect((await context.cookies()).some((cookie) => cookie.name === "session")).toBe(true);

  await page.getByRole("button", { name: "Profile" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Yes" }).click();
  await expect(page.getByText("Logout successful.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Profile" })).toHaveCount(0);
  expect((await context.cookies()).some((cookie) => cookie.name === "session")).toBe(false);
  // The profile is no longer served to this browser.
  const profile = await page.request.get("/api/v1/customer/info");
  expect(profile.status()).toBe(401);
});

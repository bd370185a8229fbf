import type { APIRequestContext } from "@playwright/test";

import { axeViolations } from "./axe";
import { saveLocation } from "./support";
import { expect, test } from "./test";

const API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? "4100"}`;

/** A new customer of this test (so the demo account's password never changes), straight at the API. */
async function newCustomer(request: APIRequestContext): Promise<{ email: string; phone: string }> {
  const id = String(Date.now()).slice(-7);
  const account = { email: `reset${id}@example.test`, phone: `+1557${id}` };
  const answer = await request.post(`${API_URL}/api/v1/auth/sign-up`, {
    data: { name: "Rita Reset", password: "Old-pass-123", ...account },
  });
  expect(answer.status()).toBe(200);
  return account;
}

test("forgot password: e-mail → code → new password → sign in with it → /home", async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const account = await newCustomer(request);
  await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
  // The password form's 'Forgot password?' leads here.
  await page.goto("/home?auth=sign-in");
  await page
    .getByRole("dialog", { name: "Sign In" })
    .getByRole("link", { name: "Forgot password?" })
    .click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole("heading", { level: 1, name: "Forgot password" })).toBeVisible();

  await expect(async () => {
    await page.getByRole("radio", { name: "Email" }).check({ timeout: 2_000 });
  }).toPass();
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText("Email is required", { exact: true })).toBeVisible();
  await page.getByRole("main").getByRole("textbox", { name: "Email" }).fill(account.email);
  await page.getByRole("button", { name: "Send code" }).click();

  const otp = page.getByRole("dialog", { name: "OTP Verification" });
  await expect(otp).toBeVisible();
  // A wrong code: the server's message; the modal stays.
  await otp.getByRole("textbox", { name: "Digit 1 of 6" }).click();
  await page.keyboard.type("000000");
  await otp.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Invalid token.")).toBeVisible();
  await otp.getByRole("textbox", { name: "Digit 1 of 6" }).click();
  await page.keyboard.type("123456");
  await otp.getByRole("button", { name: "Verify" }).click();
  await expect(otp).toBeHidden();

  await expect(page.getByRole("heading", { name: "Set a new password" })).toBeVisible();
  await page.getByRole("textbox", { name: "New password", exact: true }).fill("short1");
  await page.getByRole("textbox", { name: "Confirm new password" }).fill("short1");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("The password must be at least 8 characters.")).toBeVisible();
  await page.getByRole("textbox", { name: "New password", exact: true }).fill("New-pass-456");
  await page.getByRole("textbox", { name: "Confirm new password" }).fill("New-pass-456");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed successfully.")).toBeVisible();

  await expect(page.getByRole("heading", { name: "Sign in with your new password" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Email or phone" })).toHaveValue(account.email);
  // The old password no longer works.
  await page.getByRole("textbox", { name: "Password" }).fill("Old-pass-123");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText(/credentials|password/i).first()).toBeVisible();
  await page.getByRole("textbox", { name: "Password" }).fill("New-pass-456");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Sign in successfully.")).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole("button", { name: "Profile" })).toBeVisible();
});

test("forgot password by phone: the phone's messages, then the code goes to the number", async ({
  page,
  request,
}) => {
  const account = await newCustomer(request);
  await page.goto("/forgot-password");
  await expect(page.getByRole("combobox", { name: "Country code" })).toHaveValue("+1");
  await expect(async () => {
    await page.getByRole("button", { name: "Send code" }).click({ timeout: 2_000 });
    await expect(page.getByText("Please give a phone number", { exact: true })).toBeVisible({
      timeout: 2_000,
    });
  }).toPass();
  await page.getByRole("textbox", { name: "Phone" }).fill("555");
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText("number must be 10 digits", { exact: true })).toBeVisible();
  await page.getByRole("textbox", { name: "Phone" }).fill(account.phone.slice(2));
  await page.getByRole("button", { name: "Send code" }).click();
  const otp = page.getByRole("dialog", { name: "OTP Verification" });
  await expect(otp).toBeVisible();
  // Closing the code modal goes back to the first step.
  await page.keyboard.press("Escape");
  await expect(otp).toBeHidden();
  await expect(page.getByRole("button", { name: "Send code" })).toBeVisible();
});

for (const variant of [
  { theme: "light", language: "en" },
  { theme: "dark", language: "en" },
  { theme: "light", language: "ar" },
  { theme: "dark", language: "ar" },
] as const) {
  test(`axe: /forgot-password and its code modal, ${variant.theme}, ${variant.language}`, async ({
    page,
    context,
    request,
  }) => {
    const account = await newCustomer(request);
    await saveLocation(context, { moduleId: 1, moduleType: "grocery", ...variant });
    const violations = () => axeViolations(page);
    await page.goto("/forgot-password");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(async () => {
      await page.getByRole("main").locator("button[type=submit]").click({ timeout: 2_000 });
      await expect(page.locator("[data-slot=form-message]")).toBeVisible({ timeout: 2_000 });
    }).toPass();
    expect(await violations()).toEqual([]);
    await page.getByRole("main").locator("input[type=tel]").fill(account.phone.slice(2));
    await page.getByRole("main").locator("button[type=submit]").click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await violations()).toEqual([]);
  });
}

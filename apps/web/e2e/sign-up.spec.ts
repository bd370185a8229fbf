import { axeViolations } from "./axe";
import { saveLocation } from "./support";
import { expect, test } from "./test";

/** A number unique to this run, for new accounts' e-mails and phones. */
const stamp = () => String(Date.now()).slice(-7);

test("sign-up: a new customer signs up, lands signed in on /interest and is welcomed once", async ({
  page,
  context,
}) => {
  test.slow();
  await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
  const id = stamp();
  // The modal's 'Don't have an account? Sign Up' leads here.
  await page.goto("/home?auth=sign-in");
  const modal = page.getByRole("dialog", { name: "Sign In" });
  await modal.getByRole("link", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/sign-up$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sign Up" })).toBeVisible();
  const button = page.getByRole("button", { name: "Sign Up" });
  await expect(button).toBeDisabled();
  await expect(async () => {
    await page.getByRole("checkbox", { name: /Terms and Conditions/ }).check({ timeout: 2_000 });
  }).toPass();
  await expect(button).toBeEnabled();
  // Wallet and referral earning are both on in the seed: the refer code field is offered.
  await expect(page.getByRole("textbox", { name: /Refer code/ })).toBeVisible();
  await page.getByRole("textbox", { name: "User name" }).fill("Nora Field");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(`nora${id}@example.test`);
  // The config's country (US) gives the dialling code; the picker is enabled (country_picker_status 1).
  await expect(page.getByRole("combobox", { name: "Country code" })).toHaveValue("+1");
  await page.getByRole("textbox", { name: "Phone" }).fill(`555${id}`);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("Nora-pass-12");
  await page.getByRole("textbox", { name: "Confirm password" }).fill("Nora-pass-12");
  await button.click();
  await expect(page.getByText("Sign in successfully.")).toBeVisible();
  // A zone and a module other than parcel: /interest (spec A §2).
  await expect(page).toHaveURL(/\/interest\?auth=welcome$/);
  const welcome = page.getByRole("dialog", { name: "Welcome!" });
  await expect(welcome).toBeVisible();
  await welcome.getByRole("button", { name: "Get started" }).click();
  await expect(welcome).toBeHidden();
  expect(await page.evaluate(() => window.localStorage.getItem("welcome_new_user"))).toBeNull();
  await expect(page.getByRole("button", { name: "Profile" })).toBeVisible();
  const session = (await context.cookies()).find((cookie) => cookie.name === "session");
  expect(session?.httpOnly).toBe(true);
  // The profile is the new customer's.
  const profile = (await (await page.request.get("/api/v1/customer/info")).json()) as {
    email?: string;
    phone?: string;
  };
  expect(profile.email).toBe(`nora${id}@example.test`);
  expect(profile.phone).toBe(`+1555${id}`);
  // A signed-in visitor asking for /sign-up goes home.
  await page.goto("/sign-up");
  await expect(page).toHaveURL(/\/home$/);
});

test("sign-up: every field shows the spec's message, the server's on its field, nothing typed is lost", async ({
  page,
}) => {
  await page.goto("/sign-up");
  await expect(async () => {
    await page.getByRole("checkbox", { name: /Terms and Conditions/ }).check({ timeout: 2_000 });
  }).toPass();
  await page.getByRole("button", { name: "Sign Up" }).click();
  for (const message of [
    "First name is required",
    "Email is required",
    "Please give a phone number",
    "Password is required",
    "Confirm Password",
  ])
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  // The message is the field's description.
  await expect(page.getByRole("textbox", { name: "User name" })).toHaveAccessibleDescription(
    "First name is required",
  );

  await page.getByRole("textbox", { name: "User name" }).fill("Ann");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("ann@example");
  await page.getByRole("textbox", { name: "Phone" }).fill("55500");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("abc");
  await page.getByRole("textbox", { name: "Confirm password" }).fill("abd");
  await page.getByRole("button", { name: "Sign Up" }).click();
  for (const message of [
    "Must be a valid email",
    "number must be 10 digits",
    "Password is too short - should be 6 chars minimum.",
    "Passwords must match",
  ])
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(page.getByText("First name is required")).toHaveCount(0);

  // Past the spec's 6 characters, the shared rule for new passwords that the API applies again.
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("abc123x");
  await page.getByRole("textbox", { name: "Confirm password" }).fill("abc123x");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(
    page.getByText("The password must be at least 8 characters.", { exact: true }),
  ).toBeVisible();
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("password1");
  await page.getByRole("textbox", { name: "Confirm password" }).fill("password1");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(
    page.getByText("This password is too common. Please choose another one.", { exact: true }),
  ).toBeVisible();

  // Unchecking the terms disables Sign Up again.
  await page.getByRole("checkbox", { name: /Terms and Conditions/ }).uncheck();
  await expect(page.getByRole("button", { name: "Sign Up" })).toBeDisabled();
  await page.getByRole("checkbox", { name: /Terms and Conditions/ }).check();

  // A taken e-mail (verification is off here, so the API says so): its message on the e-mail field.
  const id = stamp();
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("demo@marketplace.test");
  await page.getByRole("textbox", { name: "Phone" }).fill(`556${id}`);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("Nora-pass-12");
  await page.getByRole("textbox", { name: "Confirm password" }).fill("Nora-pass-12");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(
    page.getByRole("textbox", { name: "Email", exact: true }),
  ).toHaveAccessibleDescription("The email has already been taken.");
  await expect(page.getByRole("textbox", { name: "User name" })).toHaveValue("Ann");
  await expect(page).toHaveURL(/\/sign-up$/);
  expect((await page.context().cookies()).some((cookie) => cookie.name === "session")).toBe(false);
});

for (const variant of [
  { theme: "light", language: "en" },
  { theme: "dark", language: "en" },
  { theme: "light", language: "ar" },
  { theme: "dark", language: "ar" },
] as const) {
  test(`axe: /sign-up with its messages, ${variant.theme}, ${variant.language}`, async ({
    page,
    context,
  }) => {
    await saveLocation(context, { moduleId: 1, moduleType: "grocery", ...variant });
    await page.goto("/sign-up");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(async () => {
      await page.getByRole("checkbox").check({ timeout: 2_000 });
    }).toPass();
    await page.getByRole("main").locator("button[type=submit]").click();
    await expect(page.locator("[data-slot=form-message]").first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

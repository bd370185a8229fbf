import type { Page } from "@playwright/test";

import { expect, test } from "./test";

/** The config's login switches for one test: the browser's `config` answer is changed on its way in. */
async function withLoginTypes(
  page: Page,
  types: { manual?: boolean; otp?: boolean; social?: readonly ("google" | "facebook" | "apple")[] },
) {
  const social = types.social ?? [];
  // The reference API's settings change only inside its own process (its tests' `setLoginSettings`), so
  // the storefront's browser gets the API's real config with these switches in place of the seeded ones.
  const config = (await (await page.request.get("/api/v1/config")).json()) as Record<
    string,
    unknown
  >;
  const on = (value: boolean) => (value ? 1 : 0);
  config.centralize_login = {
    manual_login_status: on(types.manual === true),
    otp_login_status: on(types.otp === true),
    social_login_status: on(social.length > 0),
    google_login_status: on(social.includes("google")),
    facebook_login_status: on(social.includes("facebook")),
    apple_login_status: on(social.includes("apple")),
    email_verification_status: 0,
    phone_verification_status: 0,
  };
  config.social_login = [
    { login_medium: "google", status: social.includes("google") },
    { login_medium: "facebook", status: social.includes("facebook") },
  ];
  config.apple_login = [
    {
      login_medium: "apple",
      status: social.includes("apple"),
      client_id: null,
      redirect_url_react: null,
    },
  ];
  await page.route("**/api/v1/config", (route) => route.fulfill({ json: config }));
}

const layouts = [
  { name: "all", types: { manual: true, otp: true, social: ["google", "facebook", "apple"] } },
  { name: "otp_manual", types: { manual: true, otp: true } },
  { name: "otp_social", types: { otp: true, social: ["google", "apple"] } },
  { name: "manual_social", types: { manual: true, social: ["google"] } },
  { name: "otp_only", types: { otp: true } },
  { name: "manual_only", types: { manual: true } },
  { name: "social_only", types: { social: ["facebook"] } },
  { name: "manual_only", types: {} },
] as const;

for (const [index, { name, types }] of layouts.entries()) {
  test(`login types ${JSON.stringify(types)} render the ${name} sign-in layout (${String(index + 1)} of 8)`, async ({
    page,
  }) => {
    await withLoginTypes(page, types);
    await page.goto("/?auth=sign-in");
    const modal = page.getByRole("dialog", { name: "Sign In" });
    await expect(modal.locator(`[data-layout="${name}"]`)).toBeVisible();
    const manual = name === "all" || name === "otp_manual" || name.startsWith("manual");
    const otpFirst = name === "otp_social" || name === "otp_only";
    await expect(modal.getByRole("textbox", { name: "Password", exact: true })).toHaveCount(
      manual ? 1 : 0,
    );
    await expect(modal.getByRole("button", { name: "Get OTP" })).toHaveCount(otpFirst ? 1 : 0);
    await expect(modal.getByRole("button", { name: "Or Sign in with OTP" })).toHaveCount(
      name === "all" || name === "otp_manual" ? 1 : 0,
    );
    const social = "social" in types ? types.social : [];
    await expect(modal.locator("[data-provider]")).toHaveCount(social.length);
    if (social.length === 3) {
      // Three providers: icon-only buttons, named in full for assistive technology.
      await expect(modal.getByRole("button", { name: "Continue with Google" })).toHaveText("G");
    } else if (social.length === 2) {
      await expect(modal.locator('[data-provider="google"]')).toHaveText(/^G\s*Google$/);
    } else if (social.length === 1) {
      await expect(modal.locator("[data-provider]")).toContainText(/Continue with/);
    }
  });
}

test("the 'Or Sign in with OTP' switch of the 'all' layout leads to the OTP view", async ({
  page,
}) => {
  await withLoginTypes(page, layouts[0].types);
  await page.goto("/?auth=sign-in");
  await page.getByRole("button", { name: "Or Sign in with OTP" }).click();
  await expect(page.getByRole("button", { name: "Get OTP" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Country code" })).toHaveValue("+1");
});

test("manual sign-in: the form's messages, the server's message for a wrong password, then signed in", async ({
  page,
  context,
}) => {
  // Many steps, each a server round trip: more time than the default on a busy machine.
  test.slow();
  await page.goto("/");
  const jsBefore = new Set<string>();
  page.on("request", (request) => {
    if (request.resourceType() === "script") jsBefore.add(request.url());
  });
  const signIn = page.getByRole("link", { name: "Sign In" }).first();
  const scriptsBeforeClick = jsBefore.size;
  await signIn.click();
  await expect(page).toHaveURL(/\?auth=sign-in$/);
  const modal = page.getByRole("dialog", { name: "Sign In" });
  await expect(modal).toBeVisible();
  // The modal's code was not part of the page's first load: opening it downloaded scripts.
  expect(jsBefore.size).toBeGreaterThan(scriptsBeforeClick);

  await modal.getByRole("button", { name: "Sign In" }).click();
  await expect(modal.getByText("Email or phone number is required")).toBeVisible();
  await expect(modal.getByText("Password is required")).toBeVisible();
  await modal.getByLabel("Email or phone").fill("not an address");
  await modal.getByRole("textbox", { name: "Password", exact: true }).fill("abc");
  await modal.getByRole("button", { name: "Sign In" }).click();
  await expect(modal.getByText("Must be a valid email or phone number")).toBeVisible();
  await expect(modal.getByText("Password is too short - should be 6 chars minimum.")).toBeVisible();

  await modal.getByLabel("Email or phone").fill("demo@marketplace.test");
  await modal.getByRole("textbox", { name: "Password", exact: true }).fill("Wrong-password-1");
  await modal.getByRole("button", { name: "Show password" }).click();
  await expect(modal.getByRole("textbox", { name: "Password", exact: true })).toHaveAttribute(
    "type",
    "text",
  );
  await modal.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Invalid credentials.")).toBeVisible();
  await expect(modal).toBeVisible();

  await modal.getByRole("textbox", { name: "Password", exact: true }).fill("Demo1234");
  await modal.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Sign in successfully.")).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(page).not.toHaveURL(/auth=/);
  await expect(page.getByRole("button", { name: "Profile" })).toBeVisible();

  // The session token is never readable by page scripts: HttpOnly cookie, nothing stored, not in the HTML.
  const session = (await context.cookies()).find((cookie) => cookie.name === "session");
  expect(session?.httpOnly).toBe(true);
  const token = session?.value ?? "";
  expect(token.length).toBeGreaterThan(10);
  expect(await page.evaluate(() => document.cookie)).toBe("");
  const stored = await page.evaluate(() =>
    JSON.stringify({ ...window.localStorage, ...window.sessionStorage }),
  );
  expect(stored).not.toContain(token);
  expect(await page.content()).not.toContain(token);
  const html = await (await page.request.get("/")).text();
  expect(html).not.toContain(token);
});

test("Escape closes the modal, drops the parameter and gives focus back to Sign In", async ({
  page,
}) => {
  await page.goto("/");
  const signIn = page.getByRole("link", { name: "Sign In" }).first();
  await signIn.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Sign In" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(page).not.toHaveURL(/auth=/);
  await expect(signIn).toBeFocused();
});

test("Sign In keeps the page's other query parameters, and closing it gives them back unchanged", async ({
  page,
}) => {
  await page.goto("/?utm_source=newsletter&utm_campaign=autumn");
  await page.getByRole("link", { name: "Sign In" }).first().click();
  await expect(page.getByRole("dialog", { name: "Sign In" })).toBeVisible();
  expect(new URL(page.url()).search).toBe(
    "?utm_source=newsletter&utm_campaign=autumn&auth=sign-in",
  );
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  expect(new URL(page.url()).search).toBe("?utm_source=newsletter&utm_campaign=autumn");
});

import { expect, test } from "./test";

// The eight sign-in layouts and the OTP, sign-up-with-code and social flows switch the API's login
// settings per test: auth-flows.spec.ts.

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

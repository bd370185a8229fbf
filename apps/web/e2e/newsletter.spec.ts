import { openWithScriptsHeld } from "./held-scripts";
import { expect, test } from "./test";

// The footer newsletter (accounts spec, footer and newsletter): the email must match a standard email
// pattern, else 'Please insert a valid email.'; a subscription answers 'Subscribed Successfully'. The
// submit's code loads with the first submit, so these also check that the first submit does the work.

test("an invalid email is refused with the spec's message, a valid one is subscribed", async ({
  page,
}) => {
  await page.goto("/");
  const footer = page.locator("footer");
  const field = footer.getByRole("textbox", { name: "Email address" });
  const subscribe = footer.getByRole("button", { name: "Subscribe" });
  // The title comes from the landing-page data (the seed's fixed_newsletter_title).
  await expect(footer.getByRole("heading", { name: "Subscribe to our newsletter" })).toBeVisible();

  await field.fill("not-an-email");
  await subscribe.click();
  await expect(footer.getByText("Please insert a valid email.")).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription("Please insert a valid email.");

  // A fresh address each run (the API keeps one row per email).
  const email = `reader-${String(Date.now())}@example.com`;
  await field.fill(email);
  const answer = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/v1/newsletter/subscribe") &&
      response.request().method() === "POST",
  );
  await field.press("Enter");
  expect((await answer).status()).toBe(200);
  await expect(page.getByText("Subscribed Successfully")).toBeVisible();
  await expect(field).toHaveValue("");
  await expect(field).toHaveAttribute("aria-invalid", "false");
  await expect(footer.getByText("Please insert a valid email.")).toHaveCount(0);
});

test("before the page's scripts run an address can be typed but not sent; then it is subscribed", async ({
  page,
}) => {
  // The storefront's scripts are held back: a slow first visit. The browser would otherwise send the form
  // itself, a GET of the page with the address in its URL.
  const release = await openWithScriptsHeld(page, "/");
  const footer = page.locator("footer");
  const field = footer.getByRole("textbox", { name: "Email address" });
  const email = `early-${String(Date.now())}@example.com`;
  await field.fill(email);
  await expect(footer.getByRole("button", { name: "Subscribe" })).toBeDisabled();
  await field.press("Enter");
  release();
  const answer = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/v1/newsletter/subscribe") &&
      response.request().method() === "POST",
  );
  await expect(footer.getByRole("button", { name: "Subscribe" })).toBeEnabled();
  expect(page.url()).not.toContain("email=");
  await expect(field).toHaveValue(email);
  await field.press("Enter");
  expect((await answer).status()).toBe(200);
  await expect(page.getByText("Subscribed Successfully")).toBeVisible();
});

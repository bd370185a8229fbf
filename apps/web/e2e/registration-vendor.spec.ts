import {
  fillOwner,
  fillStore,
  REQUIRED,
  stamp,
  vendorApplication,
  WEAK_PASSWORD,
} from "./registration-support";
import { saveLocation } from "./support";
import { expect, test } from "./test";

test.beforeEach(async ({ context }) => {
  await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
});

test("a vendor application with a logo and a pin inside the zone is stored as pending", async ({
  page,
}) => {
  test.slow();
  const id = stamp();
  await page.goto("/store-registration?active=active");
  await expect(page.getByRole("heading", { level: 1, name: "Vendor registration" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Owner information" })).toBeVisible();
  // The password's rules are shown as it is typed.
  await page.getByRole("main").getByRole("textbox", { name: "Password", exact: true }).fill("abc");
  const rules = page.getByTestId("password-rules");
  await expect(rules.locator("li[data-met=true]")).toHaveCount(1);
  await fillOwner(page, id);
  await expect(rules.locator("li[data-met=false]")).toHaveCount(0);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Store information" })).toBeVisible();
  await fillStore(page);
  await expect(page.getByRole("img", { name: "Preview of logo.png" })).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Business plan" })).toBeVisible();
  await expect(page.getByRole("radio", { name: /Commission base/ })).toBeChecked();
  const answer = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/v1/auth/vendor/register") &&
      response.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Submit" }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { store_id: number; type: string; message: string };
  expect(body.store_id).toBeGreaterThan(0);
  expect(body.type).toBe("commission");
  expect(body.message).toBe("Application placed successfully. It will be reviewed by the admin.");
  await expect(page.getByRole("heading", { name: "Application received" })).toBeVisible();
  await expect(page.getByTestId("registration-success")).toContainText("once the admin approves");

  // Through the API: the application is stored (the same e-mail is now taken).
  const again = await page.request.post("/api/v1/auth/vendor/register", {
    multipart: vendorApplication({ email: `vera${id}@shop.test`, phone: `+1 555 8${id}` }),
  });
  expect(again.status()).toBe(403);
  expect(JSON.stringify(await again.json())).toContain("The email has already been taken.");

  // The same application from the form: the server's error lands on the e-mail, back on its step.
  await page.goto("/store-registration?active=active");
  await fillOwner(page, id);
  await page.getByRole("main").getByRole("textbox", { name: "Phone" }).fill(`+1 555 9${id}`);
  await page.getByRole("button", { name: "Next" }).click();
  await fillStore(page);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Owner information" })).toBeVisible();
  await expect(page.getByText("The email has already been taken.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("textbox", { name: "Email" })).toHaveValue(
    `vera${id}@shop.test`,
  );
});

test("a vendor application with the Subscription plan is stored as pending with the chosen package", async ({
  page,
}) => {
  test.slow();
  const id = stamp();
  await page.goto("/store-registration?active=active");
  await fillOwner(page, id);
  await page.getByRole("button", { name: "Next" }).click();
  await fillStore(page);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Business plan" })).toBeVisible();
  const plans = page.getByRole("group", { name: "Business plan" });
  await expect(plans.getByRole("radio")).toHaveCount(2);
  await plans.getByRole("radio", { name: /Subscription base/ }).check();
  // The packages loaded with the page (vendor/package-view's active ones; the inactive one is not offered).
  const packages = page.getByRole("group", { name: "Choose a package" });
  await expect(packages.getByRole("radio")).toHaveCount(3);
  const growth = packages.getByTestId("package-card").filter({ hasText: "Growth" });
  await expect(growth).toContainText("$49.00 for 90 days");
  await expect(growth).toContainText("Up to 1,500 orders");
  await expect(growth).toContainText("Included: Point of sale (POS)");
  await expect(growth).toContainText("Not included: Your own delivery staff");
  await expect(packages).not.toContainText("Launch offer 2025");

  // Subscription without a package: the message, and nothing is sent.
  let sent = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/v1/auth/vendor/register")) sent += 1;
  });
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByTestId("package-message")).toHaveText("Please select a package.");
  expect(sent).toBe(0);

  // Picking a card clears it; the application goes with business_plan subscription and its package_id.
  await growth.getByText("Growth", { exact: true }).click();
  await expect(packages.getByRole("radio", { name: "Growth" })).toBeChecked();
  await expect(page.getByTestId("package-message")).toHaveCount(0);
  const answer = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/v1/auth/vendor/register") &&
      response.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Submit" }).click();
  const response = await answer;
  // The API echoes the plan and the package it stored with the pending application.
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({
    type: "subscription",
    package_id: 2,
    message: "Application placed successfully. It will be reviewed by the admin.",
  });
  await expect(page.getByRole("heading", { name: "Application received" })).toBeVisible();
  // The package's name and price are isolated (Unicode first-strong isolates) inside the sentence.
  await expect(page.getByTestId("registration-success")).toContainText(
    /with the \u2068Growth\u2069 package \(\u2068\$49\.00\u2069 for 90 days\)/u,
  );
  await expect(page.getByTestId("registration-success")).toContainText("pay for the package");

  // Through the API: stored (the e-mail is taken) and the package list is what the form offered.
  const again = await page.request.post("/api/v1/auth/vendor/register", {
    multipart: vendorApplication(
      { email: `vera${id}@shop.test`, phone: `+1 555 8${id}` },
      { business_plan: "subscription", package_id: "2" },
    ),
  });
  expect(again.status()).toBe(403);
  expect(JSON.stringify(await again.json())).toContain("The email has already been taken.");
  // An inactive package is refused by the API with the validation envelope.
  const inactive = await page.request.post("/api/v1/auth/vendor/register", {
    multipart: vendorApplication(
      { email: `vera${id}x@shop.test`, phone: `+1 555 6${id}` },
      { business_plan: "subscription", package_id: "4" },
    ),
  });
  expect(inactive.status()).toBe(403);
  expect(await inactive.json()).toEqual({
    errors: [{ code: "package_id", message: "The selected package id is invalid." }],
  });
});

test("the vendor form shows every field error for bad input and keeps what was typed", async ({
  page,
}) => {
  test.slow();
  await page.goto("/store-registration?active=active");
  await page.getByRole("main").getByRole("textbox", { name: "Last name" }).fill("Vendor");
  await page.getByRole("main").getByRole("textbox", { name: "Email" }).fill("not-an-email");
  await page.getByRole("main").getByRole("textbox", { name: "Phone" }).fill("12");
  await page
    .getByRole("main")
    .getByRole("textbox", { name: "Password", exact: true })
    .fill("short");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText(REQUIRED)).toHaveCount(1);
  await expect(page.getByText("Must be a valid email")).toBeVisible();
  await expect(
    page.getByText("Enter 10 to 20 digits; spaces, +, -, ( and ) are allowed."),
  ).toBeVisible();
  await expect(page.getByText(WEAK_PASSWORD)).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Owner information" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("textbox", { name: "Last name" })).toHaveValue(
    "Vendor",
  );
  await expect(page.getByRole("main").getByRole("textbox", { name: "Email" })).toHaveValue(
    "not-an-email",
  );
  await expect(page.getByRole("main").getByRole("textbox", { name: "Phone" })).toHaveValue("12");
  await expect(
    page.getByRole("main").getByRole("textbox", { name: "Password", exact: true }),
  ).toHaveValue("short");

  await fillOwner(page, stamp());
  await expect(page.getByText(WEAK_PASSWORD)).toHaveCount(0);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Store information" })).toBeVisible();
  await page
    .getByRole("main")
    .getByRole("textbox", { name: "Store name (English)" })
    .fill("Vera's Deli");
  await page.getByRole("main").getByRole("spinbutton", { name: "VAT/TAX (%)" }).fill("101");
  await page
    .getByRole("main")
    .getByRole("spinbutton", { name: "Minimum delivery time" })
    .fill("40");
  await page
    .getByRole("main")
    .getByRole("spinbutton", { name: "Maximum delivery time" })
    .fill("20");
  await page.getByRole("button", { name: "Next" }).click();
  // Arabic name, both addresses; zone and module; the pin; the tax; the times' order; the logo.
  await expect(page.getByText(REQUIRED)).toHaveCount(3);
  await expect(page.getByText("Please select one.")).toHaveCount(2);
  await expect(page.getByText("Place the pin inside the selected zone.")).toBeVisible();
  await expect(page.getByText("Enter a tax from 0 to 100.")).toBeVisible();
  await expect(
    page.getByText("The maximum time must not be less than the minimum time."),
  ).toBeVisible();
  await expect(page.getByText("The store logo is required.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Store information" })).toBeVisible();
  await expect(
    page.getByRole("main").getByRole("textbox", { name: "Store name (English)" }),
  ).toHaveValue("Vera's Deli");
  await expect(page.getByRole("main").getByRole("spinbutton", { name: "VAT/TAX (%)" })).toHaveValue(
    "101",
  );
  // Back to the owner's step and forth again: nothing typed is lost.
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByRole("main").getByRole("textbox", { name: "Last name" })).toHaveValue(
    "Vendor",
  );
  await page.getByRole("button", { name: "Next" }).click();
  await expect(
    page.getByRole("main").getByRole("spinbutton", { name: "Minimum delivery time" }),
  ).toHaveValue("40");
});

import type { Page } from "@playwright/test";

import { axeViolations, LOOKS } from "./axe";
import { saveLocation } from "./support";
import { expect, test } from "./test";

/** A number unique to this run, for the applicants' e-mails and phones. */
const stamp = () => String(Date.now()).slice(-7);

/** A 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const image = (name: string) => ({ name, mimeType: "image/png", buffer: PNG });

/** A vendor application as the API takes it (multipart), the form's values for Vera's Deli in zone 1. */
function vendorApplication(
  contact: { email: string; phone: string },
  plan: Record<string, string> = {},
) {
  return {
    f_name: "Vera",
    ...contact,
    password: "Str0ng!pass",
    latitude: "23.78",
    longitude: "90.40",
    zone_id: "1",
    module_id: "1",
    tax: "5",
    minimum_delivery_time: "20",
    maximum_delivery_time: "40",
    delivery_time_type: "min",
    ...plan,
    translations: JSON.stringify([
      { locale: "en", key: "name", value: "Vera's Deli" },
      { locale: "en", key: "address", value: "9 Harbour Street" },
    ]),
    logo: image("logo.png"),
  };
}

const WEAK_PASSWORD =
  "The password must contain upper and lower case letters, a number and a symbol.";
const REQUIRED = "This field is required.";

test.beforeEach(async ({ context }) => {
  await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
});

async function fillOwner(page: Page, id: string) {
  await page.getByRole("main").getByRole("textbox", { name: "First name" }).fill("Vera");
  await page.getByRole("main").getByRole("textbox", { name: "Last name" }).fill("Vendor");
  await page.getByRole("main").getByRole("textbox", { name: "Email" }).fill(`vera${id}@shop.test`);
  await page.getByRole("main").getByRole("textbox", { name: "Phone" }).fill(`+1 555 7${id}`);
  await page
    .getByRole("main")
    .getByRole("textbox", { name: "Password", exact: true })
    .fill("Str0ng!pass");
}

async function fillStore(page: Page) {
  await page
    .getByRole("main")
    .getByRole("textbox", { name: "Store name (English)" })
    .fill("Vera's Deli");
  await page
    .getByRole("main")
    .getByRole("textbox", { name: "Store name (Arabic)" })
    .fill("مطعم فيرا");
  await page
    .getByRole("main")
    .getByRole("textbox", { name: "Store address (English)" })
    .fill("9 Harbour Street");
  await page
    .getByRole("main")
    .getByRole("textbox", { name: "Store address (Arabic)" })
    .fill("9 شارع المرفأ");
  await page
    .getByRole("main")
    .getByRole("combobox", { name: "Zone" })
    .selectOption({ label: "Old Town" });
  await page
    .getByRole("main")
    .getByRole("combobox", { name: "Business module" })
    .selectOption({ index: 1 });
  await page.getByRole("main").getByRole("spinbutton", { name: "VAT/TAX (%)" }).fill("5");
  await page
    .getByRole("main")
    .getByRole("spinbutton", { name: "Minimum delivery time" })
    .fill("20");
  await page
    .getByRole("main")
    .getByRole("spinbutton", { name: "Maximum delivery time" })
    .fill("40");
  await page.getByTestId("logo-input").setInputFiles(image("logo.png"));
  // The map opens on the zone's middle: the API's zone lookup puts the pin inside Old Town.
  await expect(page.getByTestId("store-pin-status")).toHaveText("The pin is inside Old Town.", {
    timeout: 20_000,
  });
}

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

async function fillCourier(page: Page, id: string) {
  await page.getByRole("main").getByRole("textbox", { name: "First name" }).fill("Cory");
  await page.getByRole("main").getByRole("textbox", { name: "Last name" }).fill("Courier");
  await page
    .getByRole("main")
    .getByRole("textbox", { name: "Email" })
    .fill(`cory${id}@couriers.test`);
  await page.getByRole("main").getByRole("textbox", { name: "Phone" }).fill(`+1555${id}`);
  await page
    .getByRole("main")
    .getByRole("textbox", { name: "Password", exact: true })
    .fill("Str0ng!pass");
  await page
    .getByRole("main")
    .getByRole("combobox", { name: "Identity type" })
    .selectOption("passport");
  await page.getByRole("main").getByRole("textbox", { name: "Identity number" }).fill(`P${id}`);
  await page
    .getByRole("main")
    .getByRole("combobox", { name: "Zone" })
    .selectOption({ label: "Old Town" });
  await page
    .getByRole("main")
    .getByRole("combobox", { name: "Vehicle" })
    .selectOption({ label: "Motorbike" });
}

test("a delivery-staff application with identity images is stored as pending", async ({ page }) => {
  test.slow();
  const id = stamp();
  await page.goto("/deliveryman-registration");
  await expect(
    page.getByRole("heading", { level: 1, name: "Delivery man registration" }),
  ).toBeVisible();
  await fillCourier(page, id);
  await page
    .getByTestId("identity-images-input")
    .setInputFiles([image("id-front.png"), image("id-back.png")]);
  await expect(page.getByRole("img", { name: /Preview of id-/ })).toHaveCount(2);
  await page.getByTestId("profile-image-input").setInputFiles(image("me.png"));
  await page.getByRole("radio", { name: "Salaried" }).check();
  await page.getByRole("checkbox", { name: "Ride" }).check();
  const answer = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/v1/auth/delivery-man/store") &&
      response.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Submit" }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Application received" })).toBeVisible();
  await expect(page.getByTestId("registration-success")).toContainText("once the admin approves");

  // Through the API: the application is stored (the same e-mail is now taken).
  const again = await page.request.post("/api/v1/auth/delivery-man/store", {
    multipart: {
      f_name: "Cory",
      email: `cory${id}@couriers.test`,
      phone: `+1556${id}`,
      password: "Str0ng!pass",
      identity_type: "passport",
      identity_number: `Q${id}`,
      zone_id: "1",
      vehicle_id: "2",
      earning: "1",
      serve_for: JSON.stringify(["delivery"]),
    },
  });
  expect(again.status()).toBe(403);
  expect(JSON.stringify(await again.json())).toContain("The email has already been taken.");
});

test("the delivery-staff form shows every field error for bad input and keeps what was typed", async ({
  page,
}) => {
  await page.goto("/deliveryman-registration");
  await page.getByRole("main").getByRole("textbox", { name: "Last name" }).fill("Courier");
  await page.getByRole("main").getByRole("textbox", { name: "Email" }).fill("cory@");
  await page.getByRole("main").getByRole("textbox", { name: "Phone" }).fill("555 12");
  await page
    .getByRole("main")
    .getByRole("textbox", { name: "Password", exact: true })
    .fill("alllowercase1!");
  await page.getByRole("checkbox", { name: "Delivery" }).uncheck();
  await page.getByRole("button", { name: "Submit" }).click();
  // First name and identity number.
  await expect(page.getByText(REQUIRED)).toHaveCount(2);
  await expect(page.getByText("Must be a valid email")).toBeVisible();
  await expect(
    page.getByText("Enter 10 to 20 digits; spaces, +, -, ( and ) are allowed."),
  ).toBeVisible();
  await expect(page.getByText(WEAK_PASSWORD)).toBeVisible();
  // Zone and vehicle.
  await expect(page.getByText("Please select one.")).toHaveCount(2);
  await expect(page.getByText("Select at least one.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("textbox", { name: "Last name" })).toHaveValue(
    "Courier",
  );
  await expect(page.getByRole("main").getByRole("textbox", { name: "Email" })).toHaveValue("cory@");
  await expect(page.getByRole("main").getByRole("textbox", { name: "Phone" })).toHaveValue(
    "555 12",
  );
  await expect(
    page.getByRole("main").getByRole("textbox", { name: "Password", exact: true }),
  ).toHaveValue("alllowercase1!");
  // A file the API would refuse is named on its field.
  await page
    .getByTestId("identity-images-input")
    .setInputFiles({ name: "id.txt", mimeType: "text/plain", buffer: Buffer.from("text") });
  await expect(page.getByText("Use a JPG, PNG or WebP image.")).toBeVisible();
});

for (const variant of LOOKS) {
  test(`axe: both registration pages with their errors, ${variant.theme}, ${variant.language}`, async ({
    page,
    context,
  }) => {
    test.slow();
    await saveLocation(context, { moduleId: 1, moduleType: "grocery", ...variant });
    await page.goto("/store-registration?active=active");
    const vendor = page.getByTestId("vendor-form");
    await expect(vendor).toBeVisible();
    expect(await axeViolations(page, "vendor: ")).toEqual([]);
    await vendor.locator("button[type=submit]").click();
    await expect(vendor.locator("[data-invalid]").first()).toBeVisible();
    expect(await axeViolations(page, "vendor errors: ")).toEqual([]);
    // Any language: the owner's fields by their names.
    const id = stamp();
    await vendor.locator("input[name=f_name]").fill("Vera");
    await vendor.locator("input[name=email]").fill(`vera${id}@shop.test`);
    await vendor.locator("input[name=phone]").fill(`+1 555 7${id}`);
    await vendor.locator("input[name=password]").fill("Str0ng!pass");
    await vendor.locator("button[type=submit]").click();
    await vendor.locator("select[name=zone_id]").selectOption({ index: 1 });
    await expect(page.getByTestId("store-map")).toBeVisible();
    await vendor.locator("button[type=submit]").click();
    await expect(vendor.locator("[data-invalid]").first()).toBeVisible();
    expect(await axeViolations(page, "vendor store: ")).toEqual([]);
    // The plan step with the packages and the missing package's message.
    await vendor.locator("input[name=name_en]").fill("Vera's Deli");
    await vendor.locator("input[name=name_ar]").fill("مطعم فيرا");
    await vendor.locator("input[name=address_en]").fill("9 Harbour Street");
    await vendor.locator("input[name=address_ar]").fill("9 شارع المرفأ");
    await vendor.locator("select[name=module_id]").selectOption({ index: 1 });
    await vendor.locator("input[name=tax]").fill("5");
    await vendor.locator("input[name=minimum_delivery_time]").fill("20");
    await vendor.locator("input[name=maximum_delivery_time]").fill("40");
    await page.getByTestId("logo-input").setInputFiles(image("logo.png"));
    await expect(page.getByTestId("store-pin-status")).toHaveAttribute("data-inside", "true", {
      timeout: 20_000,
    });
    await vendor.locator("button[type=submit]").click();
    await vendor.locator("input[name=business_plan][value=subscription]").check();
    await expect(page.getByTestId("package-card")).toHaveCount(3);
    expect(await axeViolations(page, "vendor packages: ")).toEqual([]);
    await vendor.locator("button[type=submit]").click();
    await expect(page.getByTestId("package-message")).toBeVisible();
    expect(await axeViolations(page, "vendor package error: ")).toEqual([]);

    await page.goto("/deliveryman-registration");
    const courier = page.getByTestId("courier-form");
    await expect(courier).toBeVisible();
    expect(await axeViolations(page, "courier: ")).toEqual([]);
    await courier.locator("button[type=submit]").click();
    await expect(courier.locator("[data-invalid]").first()).toBeVisible();
    expect(await axeViolations(page, "courier errors: ")).toEqual([]);
  });
}

/** A `width`×`height` PNG drawn by the browser (the page's canvas). */
async function pngOf(page: Page, name: string, width: number, height: number) {
  const data = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement("canvas");
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext("2d");
      if (context) {
        context.fillStyle = "#2f855a";
        context.fillRect(0, 0, w, h);
      }
      return canvas.toDataURL("image/png").split(",")[1] ?? "";
    },
    [width, height] as const,
  );
  return { name, mimeType: "image/png", buffer: Buffer.from(data, "base64") };
}

const naturalSize = (page: Page, name: string) =>
  page
    .getByRole("img", { name: `Preview of ${name}`, exact: true })
    .evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);

test("the logo and the profile photo are cropped square and the cover 3:1 on upload", async ({
  page,
}) => {
  await page.goto("/store-registration?active=active");
  await fillOwner(page, stamp());
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Store information" })).toBeVisible();
  await page.getByTestId("logo-input").setInputFiles(await pngOf(page, "logo.png", 300, 200));
  await expect.poll(() => naturalSize(page, "logo.png")).toEqual([200, 200]);
  await page.getByTestId("cover-input").setInputFiles(await pngOf(page, "cover.png", 600, 400));
  await expect.poll(() => naturalSize(page, "cover.png")).toEqual([600, 200]);

  await page.goto("/deliveryman-registration");
  await page
    .getByTestId("profile-image-input")
    .setInputFiles(await pngOf(page, "me.png", 240, 400));
  await expect.poll(() => naturalSize(page, "me.png")).toEqual([240, 240]);
  // Identity documents are kept whole.
  await page
    .getByTestId("identity-images-input")
    .setInputFiles(await pngOf(page, "id-front.png", 300, 200));
  await expect.poll(() => naturalSize(page, "id-front.png")).toEqual([300, 200]);
});

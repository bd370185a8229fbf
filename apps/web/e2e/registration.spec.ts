import { axeViolations, LOOKS } from "./axe";
import {
  fillCourier,
  fillOwner,
  image,
  naturalSize,
  pickCropped,
  pngOf,
  REQUIRED,
  stamp,
  WEAK_PASSWORD,
} from "./registration-support";
import { saveLocation } from "./support";
import { expect, test } from "./test";

test.beforeEach(async ({ context }) => {
  await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
});

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
  await pickCropped(page, "profile-image-input", image("me.png"));
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
    await pickCropped(page, "logo-input", image("logo.png"));
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
    // The cropper, open on the profile photo.
    await page.getByTestId("profile-image-input").setInputFiles(image("me.png"));
    await expect(page.getByTestId("image-cropper")).toBeVisible();
    expect(await axeViolations(page, "cropper: ")).toEqual([]);
  });
}

test("the logo and the profile photo are cropped square and the cover 3:1 on upload", async ({
  page,
}) => {
  await page.goto("/store-registration?active=active");
  await fillOwner(page, stamp());
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Store information" })).toBeVisible();
  await pickCropped(page, "logo-input", await pngOf(page, "logo.png", 300, 200));
  await expect.poll(() => naturalSize(page, "logo.png")).toEqual([200, 200]);
  await pickCropped(page, "cover-input", await pngOf(page, "cover.png", 600, 400));
  await expect.poll(() => naturalSize(page, "cover.png")).toEqual([600, 200]);

  await page.goto("/deliveryman-registration");
  await pickCropped(page, "profile-image-input", await pngOf(page, "me.png", 240, 400));
  await expect.poll(() => naturalSize(page, "me.png")).toEqual([240, 240]);
  // Identity documents are kept whole.
  await page
    .getByTestId("identity-images-input")
    .setInputFiles(await pngOf(page, "id-front.png", 300, 200));
  await expect.poll(() => naturalSize(page, "id-front.png")).toEqual([300, 200]);
});

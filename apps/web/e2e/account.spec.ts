import type { Page } from "@playwright/test";

import type { Account } from "./sign-in";
import { axeViolations, LOOKS } from "./axe";
import { expectFrameBeforeLateDialog } from "./late-dialog";
import { newCustomer, signInAs } from "./sign-in";
import { saveLocation } from "./support";
import { expect, test } from "./test";

async function openProfileAs(page: Page, account: Account) {
  await page.goto("/profile?page=profile-settings");
  expect(await signInAs(page, account.email, account.password)).toBe(200);
  await page.goto("/profile?page=profile-settings");
  await expect(page.getByRole("heading", { name: "Edit Personal Details" })).toBeVisible();
}

/** A 60×30 PNG drawn by the browser (not square: the form crops it to 1:1). */
async function pngFixture(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 60;
    canvas.height = 30;
    const context = canvas.getContext("2d");
    if (context) {
      context.fillStyle = "#0a7";
      context.fillRect(0, 0, 60, 30);
    }
    return canvas.toDataURL("image/png");
  });
  return Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ""), "base64");
}

const PHOTO_INVALID = "Please choose a JPG, PNG, JPEG or GIF image of at most 2 MB.";

test.beforeEach(async ({ context }) => {
  await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
});

test("profile photo: an oversize or .txt file is refused, a PNG is cropped, previewed, saved and shown", async ({
  page,
  request,
}) => {
  test.slow();
  const account = await newCustomer(request, "photo");
  await openProfileAs(page, account);
  await expect(page.getByTestId("profile-photo")).toHaveCount(0);
  await page.getByRole("button", { name: "Edit details" }).click();
  const file = page.getByLabel("Choose photo");
  await expect(page.getByText("JPG, PNG, JPEG or GIF, at most 2 MB, ratio 1:1.")).toBeVisible();

  await file.setInputFiles({
    name: "notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("not an image"),
  });
  await expect(page.getByRole("alert").filter({ hasText: PHOTO_INVALID })).toBeVisible();
  await file.setInputFiles({
    name: "huge.png",
    mimeType: "image/png",
    buffer: Buffer.alloc(2 * 1024 * 1024 + 1, 1),
  });
  await expect(page.getByRole("alert").filter({ hasText: PHOTO_INVALID })).toBeVisible();
  await expect(page.getByTestId("photo-preview")).toHaveCount(0);

  await file.setInputFiles({
    name: "me.png",
    mimeType: "image/png",
    buffer: await pngFixture(page),
  });
  const preview = page.getByTestId("photo-preview");
  await expect(preview).toBeVisible();
  await expect(page.getByText(PHOTO_INVALID)).toHaveCount(0);
  // Cropped to the centred square.
  await expect
    .poll(() =>
      preview.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]),
    )
    .toEqual([30, 30]);
  await page.getByRole("button", { name: "Update Profile" }).click();
  await expect(page.getByText("Updated successfully.")).toBeVisible();

  // Shown through the same-origin proxy (it needs the session), loaded for real.
  const photo = page.getByTestId("profile-photo");
  await expect(photo).toBeVisible();
  expect(await photo.getAttribute("src")).toMatch(/^\/api\/v1\/customer\//);
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(30);
});

test("password change: confirmation must match, then the new password signs in and the old one does not", async ({
  page,
  request,
}) => {
  test.slow();
  const account = await newCustomer(request, "pass");
  await openProfileAs(page, account);
  await page.getByRole("button", { name: "Edit details" }).click();
  // The new-password rule of sign-up and reset, before the API would refuse it.
  await page.getByLabel("Password", { exact: true }).fill("abc123x");
  await page.getByLabel("Confirm Password", { exact: true }).fill("abc123x");
  await page.getByRole("button", { name: "Update Profile" }).click();
  await expect(page.getByText("The password must be at least 8 characters.")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill("New-pass-456");
  await page.getByLabel("Confirm Password", { exact: true }).fill("New-pass-999");
  await page.getByRole("button", { name: "Update Profile" }).click();
  await expect(page.getByText("Passwords must match")).toBeVisible();
  await page.getByLabel("Confirm Password", { exact: true }).fill("New-pass-456");
  await page.getByLabel("Current password").fill(account.password);
  await page.getByRole("button", { name: "Update Profile" }).click();
  await expect(page.getByText("Updated successfully.")).toBeVisible();

  await page.context().clearCookies();
  await page.goto("/home");
  expect(await signInAs(page, account.email, account.password)).not.toBe(200);
  expect(await signInAs(page, account.email, "New-pass-456")).toBe(200);
  await page.goto("/profile?page=profile-settings");
  await expect(page.getByTestId("profile-email")).toHaveText(account.email);
});

test("account deletion: confirm, back at / signed out, and the old credentials no longer sign in", async ({
  page,
  request,
}) => {
  test.slow();
  const account = await newCustomer(request, "gone");
  await openProfileAs(page, account);
  const confirm = page.getByRole("alertdialog", {
    name: "Are you sure you want to delete your account?",
  });
  // On a slow connection the confirmation's frame answers the press at once.
  await expectFrameBeforeLateDialog(page, {
    open: () => page.getByRole("button", { name: "Delete my account" }).click(),
    title: "Are you sure you want to delete your account?",
    status: "Loading...",
    ready: confirm,
  });
  // Cancel keeps everything.
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole("button", { name: "Delete my account" }).click();
  // The page goes to `/` (whose own rule then sends a visitor with a saved location on to /home).
  const toRoot = page.waitForRequest(
    (sent) => sent.method() === "GET" && new URL(sent.url()).pathname === "/",
  );
  await confirm.getByRole("button", { name: "Yes" }).click();
  await expect(page.getByText("Account has been deleted")).toBeVisible();
  await toRoot;
  await expect(page).not.toHaveURL(/\/profile/);
  await page.goto("/profile");
  await expect(page.getByText("You must be login to access this page.")).toBeVisible();
  expect(await signInAs(page, account.email, account.password)).not.toBe(200);
});

test("addresses: add on the map, edit, select in the header's picker, delete", async ({
  page,
  request,
}) => {
  test.slow();
  const account = await newCustomer(request, "addr");
  await openProfileAs(page, account);
  await page
    .getByRole("navigation", { name: "Account menu" })
    .getByRole("link", { name: "My Addresses" })
    .click();
  await expect(page).toHaveURL(/page=address/);
  const main = page.getByRole("main");
  await expect(
    main.getByText("Oops: You don’t have any saved address yet. please save address to continue"),
  ).toBeVisible();

  // Add: the form asks for a point first, then the location feature's picker gives it.
  await main.getByRole("button", { name: "Add New Address" }).click();
  const modal = page.getByRole("dialog", { name: "Add New Address" });
  await expect(modal).toBeVisible();
  await modal.getByRole("radio", { name: "Other" }).check();
  await modal.getByRole("textbox", { name: "Label name" }).fill("Gym");
  await modal.getByRole("textbox", { name: "House" }).fill("12B");
  await modal.getByRole("textbox", { name: "Floor" }).fill("3");
  await modal.getByRole("textbox", { name: "Road" }).fill("Market Street");
  await modal.getByRole("button", { name: "Add Address" }).click();
  await expect(modal.getByText("Address is required")).toBeVisible();
  await modal.getByRole("button", { name: "Pick on map" }).click();
  const picker = page.getByRole("dialog", { name: "Pick Location" });
  await expect(picker.getByTestId("picker-map").locator("canvas")).toBeVisible();
  await expect(picker.getByTestId("picker-address")).not.toBeEmpty();
  await expect(picker.getByRole("button", { name: "View Saved Address" })).toHaveCount(0);
  await picker.getByRole("button", { name: "Pick Locations" }).click();
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId("address-point")).not.toHaveText("No location picked yet.");
  // Kept what was typed while on the map.
  await expect(modal.getByRole("textbox", { name: "Label name" })).toHaveValue("Gym");
  await modal.getByRole("button", { name: "Add Address" }).click();
  await expect(page.getByText("Address added successfully.")).toBeVisible();
  const card = main.getByRole("listitem", { name: "Gym" });
  await expect(card).toBeVisible();
  await expect(card).toContainText("House: 12B");

  // Edit: home has no label name.
  await card.getByRole("button", { name: "Edit: Gym" }).click();
  const edit = page.getByRole("dialog", { name: "Update Address" });
  await expect(edit.getByRole("textbox", { name: "House" })).toHaveValue("12B");
  await edit.getByRole("radio", { name: "Home" }).check();
  await expect(edit.getByRole("textbox", { name: "Label name" })).toHaveCount(0);
  await edit.getByRole("textbox", { name: "House" }).fill("14C");
  await edit.getByRole("button", { name: "Update Address" }).click();
  await expect(page.getByText("Address updated successfully.")).toBeVisible();
  const home = main.getByRole("listitem", { name: "Home" });
  await expect(home).toContainText("House: 14C");
  await expect(main.getByRole("listitem", { name: "Gym" })).toHaveCount(0);

  // The header's picker: 'View Saved Address' → Select.
  await page.getByTestId("top-strip").getByTestId("location-button").click();
  await page
    .getByRole("dialog", { name: "Pick Location" })
    .getByRole("button", { name: "View Saved Address" })
    .click();
  const saved = page.getByRole("dialog", { name: "View Saved Address" });
  await expect(saved.getByRole("button", { name: "Select" })).toBeDisabled();
  await saved.getByRole("radio").first().check();
  await saved.getByRole("button", { name: "Select" }).click();
  await expect(page.getByText("New delivery address selected.")).toBeVisible();
  await expect(saved).toBeHidden();
  const picked = await home.locator("p").first().innerText();
  await expect
    .poll(async () => {
      const value = (await page.context().cookies()).find((c) => c.name === "location")?.value;
      return value === undefined ? null : decodeURIComponent(value);
    })
    .toBe(picked);

  // Delete, with a confirmation.
  await home.getByRole("button", { name: "Delete: Home" }).click();
  const confirm = page.getByRole("alertdialog", {
    name: "Are you sure you want to delete this address?",
  });
  await confirm.getByRole("button", { name: "Yes" }).click();
  await expect(page.getByText("Address deleted.")).toBeVisible();
  await expect(
    main.getByText("Oops: You don’t have any saved address yet. please save address to continue"),
  ).toBeVisible();
});

test("profile dropdown: settings and my orders lead to their pages", async ({ page, request }) => {
  const account = await newCustomer(request, "menu");
  await openProfileAs(page, account);
  await page.goto("/home");
  await page.getByRole("button", { name: "Profile" }).first().click();
  await page.getByRole("menuitem", { name: "Settings", exact: true }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
});

test("/settings: switches the theme and the language, and keeps review reminders on this device", async ({
  page,
}) => {
  await page.goto("/settings");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();

  // Theme: applied at once and kept.
  const before = await page.locator("html").getAttribute("data-theme");
  await main.getByTestId("theme-toggle").click();
  const after = before === "dark" ? "light" : "dark";
  await expect(page.locator("html")).toHaveAttribute("data-theme", after);
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === "theme")?.value)
    .toBe(after);

  // Review reminders: saved on this device.
  const reminders = main.getByRole("switch", { name: "Review reminders" });
  await expect(reminders).toBeChecked();
  await reminders.uncheck();
  await expect(page.getByText("Preferences saved.")).toBeVisible();
  await page.reload();
  await expect(main.getByRole("switch", { name: "Review reminders" })).not.toBeChecked();

  // Language: asks, then reloads in Arabic (right to left).
  await main.getByTestId("language-select").selectOption("ar");
  await page.getByRole("alertdialog").getByRole("button").last().click();
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(main.getByRole("heading", { level: 1, name: "الإعدادات" })).toBeVisible();
});

for (const look of LOOKS) {
  test(`axe: /settings and the profile's edit form, ${look.theme}, ${look.language}`, async ({
    page,
    context,
    request,
  }) => {
    await saveLocation(context, { moduleId: 1, moduleType: "grocery", ...look });
    await page.goto("/settings");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await axeViolations(page, "/settings ")).toEqual([]);
    const account = await newCustomer(request, `axe${look.language}${look.theme}`);
    await page.goto("/profile?page=profile-settings");
    expect(await signInAs(page, account.email, account.password)).toBe(200);
    await page.goto("/profile?page=profile-settings");
    await page.getByRole("main").getByRole("button").first().waitFor();
    await page
      .getByRole("button", { name: look.language === "ar" ? "تعديل البيانات" : "Edit details" })
      .click();
    await expect(page.locator('input[type="file"]')).toBeVisible();
    expect(await axeViolations(page, "/profile ")).toEqual([]);
    await page.goto("/profile?page=address");
    await page
      .getByRole("button", {
        name: look.language === "ar" ? "إضافة عنوان جديد" : "Add New Address",
      })
      .click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await axeViolations(page, "/profile?page=address ")).toEqual([]);
  });
}

import type { Page } from "@playwright/test";

import { expect } from "./test";

/** Shared by the registration specs (vendor and delivery-staff applications). */

/** A number unique to this run, for the applicants' e-mails and phones. */
export const stamp = () => String(Date.now()).slice(-7);

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
export const image = (name: string) => ({ name, mimeType: "image/png", buffer: PNG });

/** A vendor application as the API takes it (multipart), the form's values for Vera's Deli in zone 1. */
export function vendorApplication(
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

export const WEAK_PASSWORD =
  "The password must contain upper and lower case letters, a number and a symbol.";
export const REQUIRED = "This field is required.";

/** An image file as Playwright sets it on a file input. */
export interface ImageFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * Picks `file` on a cropped image field (`testId`: logo, cover or profile photo) and applies the cropper
 * as it opens (the centred frame unless the caller moved it): the cropped image becomes the field's.
 * Any language: the cropper's buttons are Cancel, then Apply.
 */
export async function pickCropped(page: Page, testId: string, file: ImageFile) {
  await page.getByTestId(testId).setInputFiles(file);
  const cropper = page.getByTestId("image-cropper");
  await expect(cropper).toBeVisible();
  await cropper.getByRole("button").last().click();
  await expect(cropper).toBeHidden();
}

export async function fillOwner(page: Page, id: string) {
  await page.getByRole("main").getByRole("textbox", { name: "First name" }).fill("Vera");
  await page.getByRole("main").getByRole("textbox", { name: "Last name" }).fill("Vendor");
  await page.getByRole("main").getByRole("textbox", { name: "Email" }).fill(`vera${id}@shop.test`);
  await page.getByRole("main").getByRole("textbox", { name: "Phone" }).fill(`+1 555 7${id}`);
  await page
    .getByRole("main")
    .getByRole("textbox", { name: "Password", exact: true })
    .fill("Str0ng!pass");
}

export async function fillStore(page: Page) {
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
  await pickCropped(page, "logo-input", image("logo.png"));
  // The map opens on the zone's middle: the API's zone lookup puts the pin inside Old Town.
  await expect(page.getByTestId("store-pin-status")).toHaveText("The pin is inside Old Town.", {
    timeout: 20_000,
  });
}

export async function fillCourier(page: Page, id: string) {
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

export async function pngOf(page: Page, name: string, width: number, height: number) {
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

export const naturalSize = (page: Page, name: string) =>
  page
    .getByRole("img", { name: `Preview of ${name}`, exact: true })
    .evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);

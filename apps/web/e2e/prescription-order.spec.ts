import type { Page } from "@playwright/test";

import { axeViolations } from "./axe";
import { openWithScriptsHeld } from "./held-scripts";
import { signIn } from "./sign-in";
import { saveLocation } from "./support";
import { expect, test } from "./test";

/** The pharmacy module and its first store of the seed (CityCare Pharmacy, takes prescriptions). */
const PHARMACY = { moduleId: 2, moduleType: "pharmacy" };
const STORE_ID = 11;

/** A 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
const image = (number: number) => ({
  name: `prescription-${String(number)}.png`,
  mimeType: "image/png",
  buffer: PNG,
});

async function openForm(page: Page) {
  await page.goto(`/store/${String(STORE_ID)}`);
  const link = page.getByRole("link", { name: "Order with prescription" });
  await expect(link).toHaveAttribute("href", `/prescription-order?store_id=${String(STORE_ID)}`);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/prescription-order\\?store_id=${String(STORE_ID)}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Order with prescription");
}

test.beforeEach(async ({ context }) => {
  await saveLocation(context, PHARMACY);
});

test("a signed-in customer orders with 3 prescription images; a 4th is refused", async ({
  page,
}) => {
  await page.goto("/home");
  await signIn(page);
  await openForm(page);
  await expect(page.getByTestId("prescription-address")).toContainText("Old Town");
  const file = page.getByTestId("prescription-file");

  // No image: the spec's message, no request.
  await page.getByLabel("Name", { exact: true }).fill("Demo Customer");
  await page.getByLabel("Phone", { exact: true }).fill("+8801700000001");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByText("Please upload your prescription image")).toBeVisible();

  await file.setInputFiles([image(1), image(2)]);
  await file.setInputFiles([image(3)]);
  const previews = page.getByTestId("prescription-previews").getByRole("img");
  await expect(previews).toHaveCount(3);
  await expect(page.getByText("Please upload your prescription image")).toHaveCount(0);
  // A 4th image is refused with the spec's message; the three stay.
  await file.setInputFiles([image(4)]);
  await expect(page.getByText("Maximum 3 images can be send at a time.")).toBeVisible();
  await expect(previews).toHaveCount(3);
  // Removing one and adding it back works.
  await page.getByRole("button", { name: "Remove image 3" }).click();
  await expect(previews).toHaveCount(2);
  await file.setInputFiles([image(3)]);
  await expect(previews).toHaveCount(3);

  await page.getByLabel("Note").fill("Two boxes, please.");
  const answer = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/v1/customer/order/prescription/place") &&
      response.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Place Order" }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { order_id: number };
  await expect(page.getByTestId("prescription-result")).toBeVisible();
  await expect(page.getByTestId("prescription-order-id")).toHaveText(String(body.order_id));
  await expect(
    page.getByTestId("prescription-result").getByRole("link", { name: "Track Order" }),
  ).toHaveAttribute("href", `/track-order?order_id=${String(body.order_id)}`);
  // The API keeps the three images with the order, shown to their owner.
  const order = await page.evaluate(async (id) => {
    const reply = await fetch(`/api/v1/customer/order/details?order_id=${String(id)}`, {
      headers: { accept: "application/json" },
    });
    return (await reply.json()) as unknown;
  }, body.order_id);
  const details = (Array.isArray(order) ? order[0] : order) as {
    order_attachment_full_url?: unknown[];
    order?: { order_attachment_full_url?: unknown[] };
  };
  expect(
    (details.order_attachment_full_url ?? details.order?.order_attachment_full_url ?? []).length,
  ).toBe(3);
});

test("an image over 2 MB is refused", async ({ page }) => {
  await page.goto(`/prescription-order?store_id=${String(STORE_ID)}`);
  await page
    .getByTestId("prescription-file")
    .setInputFiles([
      { name: "big.png", mimeType: "image/png", buffer: Buffer.alloc(2 * 1024 * 1024 + 1) },
    ]);
  await expect(
    page.getByText("Please choose a JPG, PNG, JPEG or GIF image of at most 2 MB."),
  ).toBeVisible();
  await expect(page.getByTestId("prescription-previews")).toHaveCount(0);
});

test("before the page's scripts run the form takes no input; once they have, it does", async ({
  page,
}) => {
  // The storefront's scripts are held back: a slow first visit. Typed text or a chosen file would not
  // reach the form's state then, and Place Order would send the form natively.
  const release = await openWithScriptsHeld(
    page,
    `/prescription-order?store_id=${String(STORE_ID)}`,
  );
  const name = page.getByLabel("Name", { exact: true });
  const file = page.getByTestId("prescription-file");
  const place = page.getByRole("button", { name: "Place Order" });
  for (const control of [name, file, place]) await expect(control).toBeDisabled();
  release();
  for (const control of [name, file, place]) await expect(control).toBeEnabled();
  await file.setInputFiles([image(1)]);
  await expect(page.getByTestId("prescription-previews").getByRole("img")).toHaveCount(1);
});

test("a store that takes no prescriptions answers 404", async ({ page, context }) => {
  await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
  const response = await page.goto("/prescription-order?store_id=1");
  expect(response?.status()).toBe(404);
});

for (const theme of ["light", "dark"] as const) {
  for (const language of ["en", "ar"] as const) {
    test(`the prescription form is accessible (${theme}, ${language})`, async ({
      page,
      context,
    }) => {
      await saveLocation(context, { ...PHARMACY, theme, language });
      await page.goto(`/prescription-order?store_id=${String(STORE_ID)}`);
      await page.getByTestId("prescription-file").setInputFiles([image(1)]);
      await expect(page.getByTestId("prescription-previews").getByRole("img")).toHaveCount(1);
      expect(await axeViolations(page, "", { rules: "all" })).toEqual([]);
    });
  }
}

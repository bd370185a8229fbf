import type { Locator, Page } from "@playwright/test";

import { saveLocation } from "./support";
import { expect, test } from "./test";

/**
 * The item gallery with more than one picture (the seed's `item-gallery.ts` gives every third item 2–5
 * pictures): the thumbnails show, arrow keys switch the main picture, the main picture opens the zoom.
 * On the product page (Floral Summer Dress, ecommerce, 5 pictures) and in the item dialog (Mango Shaved
 * Ice, food, 4 pictures).
 */

const shots = process.env.E2E_SHOTS;

async function checkGallery(page: Page, scope: Locator, title: string, count: number) {
  const thumbnails = scope.getByRole("list", { name: "Pictures" }).getByRole("button");
  await expect(thumbnails).toHaveCount(count);
  await expect(thumbnails.first()).toHaveAccessibleName(`Picture 1 of ${String(count)}`);
  await expect(thumbnails.first()).toHaveAttribute("aria-pressed", "true");
  const main = scope.getByTestId("gallery-main").locator("img");
  const first = await main.getAttribute("src");

  // Arrow keys move through the thumbnails (wrapping at both ends) and choose the main picture.
  await thumbnails.first().focus();
  await page.keyboard.press("ArrowRight");
  await expect(thumbnails.nth(1)).toBeFocused();
  await expect(thumbnails.nth(1)).toHaveAttribute("aria-pressed", "true");
  await expect(main).not.toHaveAttribute("src", first ?? "");
  await expect(main).toHaveAttribute("src", /\/storage\/product\/[a-z-]+-(side|tone)\.svg$/);
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(thumbnails.nth(count - 1)).toBeFocused();
  await expect(thumbnails.nth(count - 1)).toHaveAttribute("aria-pressed", "true");
  const last = await main.getAttribute("src");

  // The main picture opens the zoom at the picture chosen.
  await scope.getByTestId("gallery-main").click();
  const zoom = page.getByTestId("image-zoom");
  await expect(zoom.getByRole("heading", { name: title })).toBeVisible();
  await expect(zoom.getByTestId("image-zoom-picture")).toHaveAttribute("src", last ?? "");
  await zoom.getByRole("button", { name: "Zoom in" }).click();
  await expect(zoom.getByTestId("image-zoom-picture")).toHaveAttribute("data-zoomed", "true");
  await page.keyboard.press("Escape");
  await expect(zoom).toBeHidden();
}

test("the product page of an item with 5 pictures shows its thumbnails, switched by arrow keys, and zooms", async ({
  page,
  context,
}) => {
  await saveLocation(context, { moduleId: 3, moduleType: "ecommerce" });
  await page.goto("/product/floral-summer-dress-309?module_id=3");
  await expect(page.getByRole("heading", { level: 1, name: "Floral Summer Dress" })).toBeVisible();
  if (shots) {
    for (const width of [412, 1280]) {
      await page.setViewportSize({ width, height: width === 412 ? 823 : 900 });
      await page.screenshot({ path: `${shots}/product-gallery-${String(width)}.png` });
    }
  }
  await checkGallery(
    page,
    page.locator('[data-slot="item-gallery"]').first(),
    "Floral Summer Dress",
    5,
  );
});

test("the item dialog of an item with 4 pictures shows its thumbnails, switched by arrow keys, and zooms", async ({
  page,
  context,
}) => {
  await saveLocation(context, { moduleId: 4, moduleType: "food" });
  await page.goto("/home");
  await page
    .getByRole("button", { name: /Quick View.*Mango Shaved Ice/ })
    .first()
    .click();
  const dialog = page.getByTestId("item-dialog");
  await expect(dialog.getByRole("heading", { name: "Mango Shaved Ice" })).toBeVisible();
  if (shots) {
    for (const width of [412, 1280]) {
      await page.setViewportSize({ width, height: width === 412 ? 823 : 900 });
      await page.screenshot({ path: `${shots}/dialog-gallery-${String(width)}.png` });
    }
  }
  await checkGallery(page, dialog, "Mango Shaved Ice", 4);
  await expect(dialog).toBeVisible();
});

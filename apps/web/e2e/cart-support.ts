import type { APIRequestContext, Page } from "@playwright/test";

import type { Cart } from "@marketplace/api-client";
import { cartSchema } from "@marketplace/api-client";

import { saveLocation } from "./support";
import { expect } from "./test";

/** Beef Pho (item 456, store 32, food, Old Town): variations and add-ons; 13.31 with 25 % off. */
export const PHO = "Beef Pho";
/** Mango Shaved Ice (item 510, store 35, food): no variations, maximum cart quantity 10. */
export const MANGO = { id: 510, name: "Mango Shaved Ice", price: 4.5 };

/** The cart the server holds for this page's visitor (read through the storefront's proxy). */
export async function serverCart(request: APIRequestContext): Promise<Cart> {
  const response = await request.get("/api/v1/customer/cart/list", {
    headers: { accept: "application/json" },
  });
  expect(response.ok()).toBe(true);
  return cartSchema.parse(await response.json());
}

/** The food home as a guest in Old Town, with its guest id given; Beef Pho and Mango are on it. */
export async function openFoodHome(page: Page) {
  await saveLocation(page.context(), { moduleId: 4, moduleType: "food" });
  await page.goto("/home");
  await expect
    .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === "guest_id"))
    .toBe(true);
  // Both items are in 'Special Food Offers', the food home's first row. Its first six cards come with
  // the page and the rest when the page looks ahead (ADR 0031): here at a turn of the wheel, as a
  // customer's first scroll, rather than after the idle wait.
  await page.mouse.wheel(0, 10);
  await expect(page.locator('[data-section="special-offer"]')).toContainText(PHO);
}

/** The server refuses the next add to the cart with its own refusal ('Out of Stock'). */
export async function refuseNextAdd(page: Page) {
  await page.route(
    "**/api/v1/customer/cart/add",
    (route) =>
      route.fulfill({
        status: 403,
        json: { errors: [{ code: "stock_out", message: "Out of Stock" }] },
      }),
    { times: 1 },
  );
}

/**
 * Reloads a guest's page and waits for its read of the cart: a guest's page carries no cart, the
 * browser reads it once the page has loaded (ADR 0026).
 */
export async function reloadAndReadCart(page: Page) {
  await Promise.all([
    page.waitForResponse((response) => response.url().includes("/api/v1/customer/cart/list")),
    page.reload(),
  ]);
}

/** The header's cart count. */
export const cartCount = (page: Page) => page.getByTestId("cart-count").first();

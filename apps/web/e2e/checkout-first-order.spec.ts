import type { Page } from "@playwright/test";

import { newCustomer, signInAs } from "./sign-in";
import { saveLocation, WEB_URL } from "./support";
import { expect, test } from "./test";

/**
 * The welcome modal's first-order discount (seeded: 10 % for 7 days) is kept: a freshly signed-up
 * customer's first order shows a 'First order discount' line and the page's total is the placed order's
 * `order_amount`; their second order has no such line.
 */

// Mango Shaved Ice (store 35): no variations, 4.50.
const MANGO = { id: 510, price: 4.5 };

test.describe.configure({ timeout: 120_000 });

async function fillCart(page: Page, quantity: number) {
  const added = await page.request.post("/api/v1/customer/cart/add", {
    data: { item_id: MANGO.id, model: "Item", price: MANGO.price, quantity },
    headers: { origin: WEB_URL },
  });
  expect(added.ok()).toBe(true);
}

/** The amount the page shows ("$18.90" → 18.9). */
async function shownTotal(page: Page): Promise<number> {
  const text = (await page.getByTestId("checkout-total").textContent()) ?? "";
  return Number(text.replace(/[^\d.]/g, ""));
}

/** Places the order shown (cash on delivery) and answers the server's `order_amount` of it. */
async function placeAndCharge(page: Page): Promise<number> {
  await page.getByTestId("checkout-payment").getByLabel("Cash on delivery").check();
  const answer = page.waitForResponse((response) =>
    response.url().includes("/customer/order/place"),
  );
  await page.getByTestId("checkout-place").click();
  const response = await answer;
  expect(response.status(), await response.text()).toBe(200);
  await page.waitForURL(/\/profile\?page=my-orders&orderId=\d+&from=checkout/);
  const orderId = new URL(page.url()).searchParams.get("orderId") ?? "";
  const track = await page.request.get(`/api/v1/customer/order/track?order_id=${orderId}`, {
    headers: { accept: "application/json" },
  });
  expect(track.ok()).toBe(true);
  const order = (await track.json()) as { order_amount: number | string };
  return Number(order.order_amount);
}

test("a new customer's first order shows the first-order discount and is charged the total shown; the second has none", async ({
  page,
}) => {
  const account = await newCustomer(page.request, "first");
  await saveLocation(page.context(), { moduleId: 4, moduleType: "food" });
  await page.goto("/home");
  expect(await signInAs(page, account.email, account.password)).toBe(200);

  await fillCart(page, 4);
  await page.goto("/checkout?page=cart");
  const line = page.getByTestId("checkout-first-order-amount");
  // 10 % of the subtotal: 4 × 4.50 less the item's discount = 15.40.
  await expect(line).toHaveText("- $1.54");
  await expect(page.getByText("First order discount")).toBeVisible();
  const total = await shownTotal(page);
  expect(await placeAndCharge(page)).toBeCloseTo(total, 2);

  await fillCart(page, 4);
  await page.goto("/checkout?page=cart");
  await expect(page.getByTestId("checkout-total")).toBeVisible();
  await expect(line).toHaveCount(0);
  const second = await shownTotal(page);
  expect(second).toBeGreaterThan(total);
  expect(await placeAndCharge(page)).toBeCloseTo(second, 2);
});

import type { Page } from "@playwright/test";

import { axeViolations } from "./axe";
import { orderCount } from "./fault-shopping-support";
import { signIn } from "./sign-in";
import { saveLocation, WEB_URL } from "./support";
import { expect, test } from "./test";

/**
 * Checkout journeys (issue 17 items 1–3) in the food module, Old Town: a guest's cash-on-delivery order
 * end to end; a signed-in order with a saved address, a coupon and a tip; a double click on Place that
 * makes one order; a failed digital payment switched to cash on delivery. Every placed total is checked
 * against the server's `order_amount`.
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

async function startAsGuest(page: Page) {
  await saveLocation(page.context(), { moduleId: 4, moduleType: "food" });
  await page.goto("/home");
  await expect
    .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === "guest_id"))
    .toBe(true);
}

async function startSignedIn(page: Page) {
  await saveLocation(page.context(), { moduleId: 4, moduleType: "food" });
  await page.goto("/home");
  await signIn(page);
  // A fresh cart for the customer.
  await page.request.delete("/api/v1/customer/cart/remove", { headers: { origin: WEB_URL } });
}

/** Saves an address of the customer in Old Town (zone 1), as the address form would. */
async function saveAddress(page: Page) {
  const saved = await page.request.post("/api/v1/customer/address/add", {
    data: {
      contact_person_name: "Demo Customer",
      contact_person_number: "+8801700000000",
      address_type: "office",
      address: "12 Lake Road, Old Town",
      latitude: 23.7935,
      longitude: 90.4025,
    },
    headers: { origin: WEB_URL },
  });
  expect(saved.ok()).toBe(true);
}

/** Clicks Place (or double-clicks it) and waits for the server's answer, which must be an order. */
async function placeOrder(page: Page, how: "click" | "dblclick" = "click") {
  const answer = page.waitForResponse((response) =>
    response.url().includes("/customer/order/place"),
  );
  await page.getByTestId("checkout-place")[how]();
  const response = await answer;
  expect(response.status(), await response.text()).toBe(200);
}

/** The amount the page shows ("$18.90" → 18.9). */
async function shownTotal(page: Page): Promise<number> {
  const text = (await page.getByTestId("checkout-total").textContent()) ?? "";
  return Number(text.replace(/[^\d.]/g, ""));
}

async function fillGuestContact(page: Page) {
  await page.getByRole("button", { name: "Edit contact information" }).click();
  const dialog = page.getByTestId("guest-contact-dialog");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("This field is required")).toHaveCount(3);
  await dialog.getByLabel("Contact person name").fill("Guest Buyer");
  await dialog.getByLabel("Contact person number").fill("+8801711111111");
  await dialog.getByLabel("Contact person email").fill("guest@example.test");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("guest-contact")).toContainText("Guest Buyer");
}

async function orderAmount(page: Page, orderId: string, contact?: string): Promise<number> {
  const query = contact ? `&contact_number=${encodeURIComponent(contact)}` : "";
  const response = await page.request.get(
    `/api/v1/customer/order/track?order_id=${orderId}${query}`,
    {
      headers: { accept: "application/json" },
    },
  );
  expect(response.ok()).toBe(true);
  const order = (await response.json()) as { order_amount: number | string };
  return Number(order.order_amount);
}

test("guest: the drawer's prompt, contact, cash on delivery, the success dialog; total equals the server's", async ({
  page,
}) => {
  await startAsGuest(page);
  await fillCart(page, 2);
  // The drawer's checkout (guest, guest checkout on) opens the checkout with the guest prompt.
  await page.reload();
  await page.getByTestId("cart-link").first().click();
  await page.getByTestId("cart-drawer").getByTestId("cart-checkout").click();
  await page.waitForURL(/\/checkout\?page=cart&prompt=guest$/);
  const prompt = page.getByTestId("guest-prompt");
  await expect(prompt.getByText("Do you want to login or continue as a guest?")).toBeVisible();
  await prompt.getByRole("button", { name: "Guest" }).click();
  await expect(prompt).toBeHidden();

  await expect(page.getByTestId("checkout-place")).toBeDisabled();
  await fillGuestContact(page);
  await page.getByTestId("checkout-payment").getByLabel("Cash on delivery").check();
  const total = await shownTotal(page);
  await page.getByTestId("checkout-place").click();

  const success = page.getByTestId("guest-order-success");
  await expect(success.getByRole("heading", { name: "Order Placed Successfully" })).toBeVisible();
  const orderId = (await success.locator("dd").first().textContent()) ?? "";
  expect(orderId).toMatch(/^\d+$/);
  // The order time as the spec shows times: hh:mm a.
  await expect(success.locator("dd").nth(1)).toHaveText(/^\d{2}:\d{2} (AM|PM)$/);
  await expect(success.getByRole("link", { name: "Track Order" })).toHaveAttribute(
    "href",
    `/track-order?order_id=${orderId}&contact=%2B8801711111111`,
  );
  expect(await orderAmount(page, orderId, "+8801711111111")).toBeCloseTo(total, 2);
});

test("signed in: a saved address, a coupon and a tip; the order page after placing; total equals the server's", async ({
  page,
}) => {
  await startSignedIn(page);
  await saveAddress(page);
  await fillCart(page, 4);
  await page.goto("/checkout?page=cart");
  await page.getByRole("button", { name: "View Saved Address" }).click();
  const saved = page.getByTestId("saved-address-dialog");
  await saved.getByRole("radio").first().check();
  await saved.getByRole("button", { name: "Select" }).click();
  await expect(saved).toBeHidden();

  await page.getByLabel("Coupon code").fill("FOOD10");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByTestId("checkout-coupon")).toContainText("FOOD10");
  await expect(page.getByTestId("checkout-coupon-amount")).toBeVisible();
  await page.getByTestId("checkout-tips").getByRole("button", { name: "2", exact: true }).click();
  await page.getByTestId("checkout-payment").getByLabel("Cash on delivery").check();
  const total = await shownTotal(page);
  await placeOrder(page);
  await page.waitForURL(/\/profile\?page=my-orders&orderId=\d+&from=checkout/);
  const orderId = new URL(page.url()).searchParams.get("orderId") ?? "";
  expect(await orderAmount(page, orderId)).toBeCloseTo(total, 2);
});

test("a double click on Place makes one order (one Idempotency-Key per attempt)", async ({
  page,
}) => {
  await startSignedIn(page);
  // Above the store's minimum order.
  await fillCart(page, 3);
  const countBefore = await orderCount(page);
  await page.goto("/checkout?page=cart");
  await page.getByTestId("checkout-payment").getByLabel("Cash on delivery").check();
  const keys: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/customer/order/place"))
      keys.push(request.headers()["idempotency-key"] ?? "");
  });
  await placeOrder(page, "dblclick");
  await page.waitForURL(/\/profile\?page=my-orders/);
  expect(new Set(keys).size).toBe(1);
  expect(await orderCount(page)).toBe(countBefore + 1);
});

test("digital payment fails: 'Order Place Failed', then the prompt switches the order to cash on delivery", async ({
  page,
}) => {
  await startSignedIn(page);
  // Above the store's minimum order.
  await fillCart(page, 3);
  await page.goto("/checkout?page=cart");
  await page.getByTestId("checkout-payment").getByLabel("Digital payment").check();
  await placeOrder(page);
  const gateway = page.getByTestId("demo-gateway");
  await expect(gateway.getByRole("heading", { name: "Demo payment gateway" })).toBeVisible();
  await gateway.getByRole("button", { name: "Fail the payment" }).click();

  const failed = page.getByTestId("order-failed");
  // The prompt opens over the page after 500 ms and hides the rest from the accessibility tree: on a busy
  // machine that can come before this look (CI), so the heading is found with hidden elements too.
  await expect(
    failed.getByRole("heading", { name: "Order Place Failed", includeHidden: true }),
  ).toBeVisible();
  await expect(failed.getByText("Order didn't place successfully.")).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get("order_id") ?? "";
  const prompt = page.getByTestId("failed-order-prompt");
  await expect(prompt.getByText("Are you agree with this order fail?")).toBeVisible();
  await prompt.getByRole("button", { name: "Switch to cash on delivery" }).click();
  await page.waitForURL(/\/home$/);
  await expect(page.getByText("Payment method is updated.")).toBeVisible();
  const track = await page.request.get(`/api/v1/customer/order/track?order_id=${orderId}`, {
    headers: { accept: "application/json" },
  });
  const order = (await track.json()) as { payment_method: string; order_status: string };
  expect(order.payment_method).toBe("cash_on_delivery");
  expect(order.order_status).not.toBe("failed");
});

test("a refusal (below the store's minimum order) shows the server's message and keeps the cart", async ({
  page,
}) => {
  await startSignedIn(page);
  await fillCart(page, 1);
  await page.goto("/checkout?page=cart");
  await page.getByTestId("checkout-payment").getByLabel("Cash on delivery").check();
  const answer = page.waitForResponse((response) =>
    response.url().includes("/customer/order/place"),
  );
  await page.getByTestId("checkout-place").click();
  expect((await answer).status()).toBe(403);
  await expect(
    page.getByText("The order amount is below the store's minimum order."),
  ).toBeVisible();
  await expect(page.getByTestId("checkout-place")).toBeEnabled();
  const cart = await page.request.get("/api/v1/customer/cart/list", {
    headers: { accept: "application/json" },
  });
  expect(((await cart.json()) as unknown[]).length).toBe(1);
});

test("a first visit straight to the checkout (no guest id, no session) shows the empty cart, not an error", async ({
  page,
}) => {
  await saveLocation(page.context(), { moduleId: 4, moduleType: "food" });
  const response = await page.goto("/checkout?page=cart");
  expect(response?.status()).toBe(200);
  await expect(page.getByText("Your cart is empty.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to home" })).toBeVisible();
});

for (const variant of [
  { language: "en", theme: "light" },
  { language: "en", theme: "dark" },
  { language: "ar", theme: "light" },
  { language: "ar", theme: "dark" },
]) {
  test(`axe: the checkout form and the guest's contact dialog (${variant.language}, ${variant.theme})`, async ({
    page,
  }) => {
    const violations = () => axeViolations(page);
    await saveLocation(page.context(), { moduleId: 4, moduleType: "food", ...variant });
    await page.goto("/home");
    await expect
      .poll(async () =>
        (await page.context().cookies()).some((cookie) => cookie.name === "guest_id"),
      )
      .toBe(true);
    await fillCart(page, 3);
    await page.goto("/checkout?page=cart");
    await expect(page.getByTestId("checkout-place")).toBeVisible();
    expect(await violations()).toEqual([]);
    await page.locator('[data-testid="checkout-island"] button:has(svg.lucide-pencil)').click();
    await expect(page.getByTestId("guest-contact-dialog")).toBeVisible();
    expect(await violations()).toEqual([]);
  });
}

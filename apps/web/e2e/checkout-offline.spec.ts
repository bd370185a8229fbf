import type { Page } from "@playwright/test";

import { axeViolations } from "./axe";
import { newCustomer, signInAs } from "./sign-in";
import { saveLocation, WEB_URL } from "./support";
import { expect, test } from "./test";

/**
 * Offline payment at checkout (issue 17 item 1): in Old Town (its zone takes offline payments) a new
 * customer chooses the reference API's bank transfer, reads its payment details, is told the required
 * transaction id is missing, fills it with a note and places. The server's order has payment method
 * offline_payment and the submitted fields; the dialog says the payment awaits verification. When the
 * fields are refused after placing, Place Order becomes "Send payment information" and sends only them.
 */

// Mango Shaved Ice (store 35): no variations, 4.50.
const MANGO = { id: 510, price: 4.5 };

test.describe.configure({ timeout: 120_000 });

async function startWithCart(page: Page) {
  const account = await newCustomer(page.request, "offline");
  await saveLocation(page.context(), { moduleId: 4, moduleType: "food" });
  await page.goto("/home");
  expect(await signInAs(page, account.email, account.password)).toBe(200);
  const added = await page.request.post("/api/v1/customer/cart/add", {
    data: { item_id: MANGO.id, model: "Item", price: MANGO.price, quantity: 2 },
    headers: { origin: WEB_URL },
  });
  expect(added.ok()).toBe(true);
  await page.goto("/checkout?page=cart");
}

test("a signed-in customer pays by bank transfer: details, required field, the order keeps the fields", async ({
  page,
}) => {
  await startWithCart(page);
  await page.getByTestId("checkout-payment").getByLabel("Offline payment").check();
  const offline = page.getByTestId("checkout-offline");
  // Place Order without a method: the method is asked for, nothing is placed.
  await page.getByTestId("checkout-place").click();
  await expect(offline.getByText("Choose an offline payment method")).toBeVisible();

  await offline.getByTestId("checkout-offline-method").getByLabel("Bank transfer").check();
  await expect(offline.getByText("Demo City Bank")).toBeVisible();
  await expect(offline.getByText("0012-3456-7890")).toBeVisible();
  const transaction = offline.getByLabel("Transaction id *");
  await expect(transaction).toHaveAttribute("placeholder", "Transaction id");

  // The required field left empty: its message, and no order.
  let placedCalls = 0;
  page.on("request", (request) => {
    if (request.url().includes("/customer/order/place")) placedCalls += 1;
  });
  await page.getByTestId("checkout-place").click();
  await expect(offline.getByText("Transaction id is required")).toBeVisible();
  await expect(transaction).toHaveAttribute("aria-invalid", "true");
  expect(placedCalls).toBe(0);

  expect(await axeViolations(page, "", { include: '[data-testid="checkout-offline"]' })).toEqual(
    [],
  );

  await transaction.fill("TX-OFFLINE-42");
  await offline.getByLabel("Payment note (optional)").fill("Paid from my savings account");
  await expect(offline.getByText("Transaction id is required")).toBeHidden();
  const placed = page.waitForResponse((response) =>
    response.url().includes("/customer/order/place"),
  );
  const sent = page.waitForResponse((response) =>
    response.url().includes("/customer/order/offline-payment"),
  );
  await page.getByTestId("checkout-place").click();
  expect((await placed).status()).toBe(200);
  expect((await sent).status()).toBe(200);

  const dialog = page.getByTestId("offline-order-placed");
  await expect(dialog.getByRole("heading", { name: "Order Placed Successfully" })).toBeVisible();
  await expect(dialog.getByText(/Your payment is awaiting verification/)).toBeVisible();
  const orderId = (await dialog.locator("dd").textContent()) ?? "";
  expect(orderId).toMatch(/^\d+$/);
  await expect(dialog.getByRole("link", { name: "View order" })).toHaveAttribute(
    "href",
    `/profile?page=my-orders&orderId=${orderId}&from=checkout`,
  );

  // Placed once: the button does not place it again.
  await expect(page.getByTestId("checkout-place")).toBeDisabled();

  // The order as the API keeps it.
  const response = await page.request.get(`/api/v1/customer/order/track?order_id=${orderId}`, {
    headers: { accept: "application/json" },
  });
  expect(response.ok()).toBe(true);
  const order = (await response.json()) as {
    payment_method: string;
    offline_payment: {
      method_id: number;
      method_name: string;
      customer_input: Record<string, string>;
      customer_note: string | null;
      status: string;
    } | null;
  };
  expect(order.payment_method).toBe("offline_payment");
  expect(order.offline_payment).toEqual({
    method_id: 1,
    method_name: "Bank transfer",
    customer_input: { transaction_id: "TX-OFFLINE-42" },
    customer_note: "Paid from my savings account",
    status: "pending",
  });

  // The order page shows what was sent and edits it while it awaits verification.
  await page.goto(`/profile?page=my-orders&orderId=${orderId}`);
  const card = page.getByTestId("offline-payment");
  await expect(card).toContainText("Bank transfer");
  await expect(card.getByTestId("offline-payment-transaction_id")).toHaveText("TX-OFFLINE-42");
  await expect(card.getByTestId("offline-payment-note")).toHaveText("Paid from my savings account");
  await expect(card.getByTestId("offline-payment-status")).toHaveText("Awaiting verification");
  await card.getByRole("button", { name: "Edit payment information" }).click();
  const edit = page.getByTestId("offline-payment-dialog");
  await edit.getByLabel("Transaction id").fill("TX-OFFLINE-43");
  await edit.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Payment info updated.")).toBeVisible();
  await expect(card.getByTestId("offline-payment-transaction_id")).toHaveText("TX-OFFLINE-43");
  await expect(card.getByTestId("offline-payment-note")).toHaveText("Paid from my savings account");
});

test("payment information refused after placing: sent again without a second order", async ({
  page,
}) => {
  await startWithCart(page);
  await page.getByTestId("checkout-payment").getByLabel("Offline payment").check();
  const offline = page.getByTestId("checkout-offline");
  await offline.getByTestId("checkout-offline-method").getByLabel("Bank transfer").check();
  await offline.getByLabel("Transaction id *").fill("TX-AGAIN-7");
  const places: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/customer/order/place")) places.push(request.url());
  });
  // The first submission is refused (as a network hiccup or the server's refusal would be).
  let refused = false;
  await page.route("**/api/v1/customer/order/offline-payment", async (route) => {
    if (refused) return await route.continue();
    refused = true;
    await route.fulfill({
      status: 403,
      contentType: "application/json",
      body: JSON.stringify({ errors: [{ code: "order", message: "Try again in a moment." }] }),
    });
  });
  await page.getByTestId("checkout-place").click();
  await expect(page.getByText("Try again in a moment.")).toBeVisible();
  const again = page.getByTestId("checkout-place");
  await expect(again).toHaveText("Send payment information");
  await again.click();
  const dialog = page.getByTestId("offline-order-placed");
  await expect(dialog.getByText(/Your payment is awaiting verification/)).toBeVisible();
  expect(places).toHaveLength(1);
  const orderId = (await dialog.locator("dd").textContent()) ?? "";
  const response = await page.request.get(`/api/v1/customer/order/track?order_id=${orderId}`, {
    headers: { accept: "application/json" },
  });
  const order = (await response.json()) as {
    offline_payment: { customer_input: Record<string, string> } | null;
  };
  expect(order.offline_payment?.customer_input).toEqual({ transaction_id: "TX-AGAIN-7" });
});

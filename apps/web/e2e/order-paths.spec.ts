import type { Page } from "@playwright/test";

import { browserOnApiClock } from "./api-clock";
import { signIn } from "./sign-in";
import { saveLocation, WEB_URL } from "./support";
import { expect, test } from "./test";

/**
 * Order paths through the storefront (issue 17) in the food module, Old Town: a guest's order from the
 * cart through delivered on the tracking page (the demo's order pace is 4 s in e2e); the cancel path
 * after a failed digital payment; the zone's cash-on-delivery maximum refused with the spec's message;
 * an order scheduled for later; extra packaging charged as the page shows it.
 */

// Mango Shaved Ice (store 35): no variations, 4.50.
const MANGO = { id: 510, price: 4.5 };

test.describe.configure({ timeout: 150_000 });

async function fillCart(page: Page, quantity: number) {
  const added = await page.request.post("/api/v1/customer/cart/add", {
    data: { item_id: MANGO.id, model: "Item", price: MANGO.price, quantity },
    headers: { origin: WEB_URL },
  });
  expect(added.ok(), await added.text()).toBe(true);
}

async function startSignedIn(page: Page) {
  await saveLocation(page.context(), { moduleId: 4, moduleType: "food" });
  await page.goto("/home");
  await signIn(page);
  await page.request.delete("/api/v1/customer/cart/remove", { headers: { origin: WEB_URL } });
}

async function placeAnswer(page: Page) {
  const answer = page.waitForResponse((response) =>
    response.url().includes("/customer/order/place"),
  );
  await page.getByTestId("checkout-place").click();
  return answer;
}

async function trackedOrder(page: Page, orderId: string, contact?: string) {
  const query = contact ? `&contact_number=${encodeURIComponent(contact)}` : "";
  const response = await page.request.get(
    `/api/v1/customer/order/track?order_id=${orderId}${query}`,
    { headers: { accept: "application/json" } },
  );
  expect(response.ok()).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

const amountOf = (text: string | null) => Number((text ?? "").replace(/[^\d.]/g, ""));

test("a guest orders with cash on delivery and follows the order through delivered", async ({
  page,
}) => {
  await saveLocation(page.context(), { moduleId: 4, moduleType: "food" });
  await page.goto("/home");
  await expect
    .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === "guest_id"))
    .toBe(true);
  await fillCart(page, 2);
  await page.goto("/checkout?page=cart");
  await page.getByRole("button", { name: "Edit contact information" }).click();
  const dialog = page.getByTestId("guest-contact-dialog");
  await dialog.getByLabel("Contact person name").fill("Guest Journey");
  await dialog.getByLabel("Contact person number").fill("+8801722222222");
  await dialog.getByLabel("Contact person email").fill("journey@example.test");
  await dialog.getByRole("button", { name: "Save" }).click();
  await page.getByTestId("checkout-payment").getByLabel("Cash on delivery").check();
  const total = amountOf(await page.getByTestId("checkout-total").textContent());
  expect((await placeAnswer(page)).status()).toBe(200);

  const success = page.getByTestId("guest-order-success");
  await expect(success.getByRole("heading", { name: "Order Placed Successfully" })).toBeVisible();
  const orderId = (await success.locator("dd").first().textContent()) ?? "";
  expect(Number((await trackedOrder(page, orderId, "+8801722222222")).order_amount)).toBeCloseTo(
    total,
    2,
  );
  await success.getByRole("link", { name: "Track Order" }).click();
  await page.waitForURL(/\/track-order\?/);
  const timeline = page.getByTestId("tracking-timeline");
  await expect(timeline.getByRole("listitem")).toHaveCount(4);
  await expect(page.getByTestId("courier-marker")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("tracking-status")).toHaveText("Delivered", { timeout: 90_000 });
  await expect(timeline.locator("[data-done='true']")).toHaveCount(4);
});

test("a failed digital payment: the prompt's Cancel cancels the order with 'Order payment canceled'", async ({
  page,
}) => {
  await startSignedIn(page);
  await fillCart(page, 3);
  await page.goto("/checkout?page=cart");
  await page.getByTestId("checkout-payment").getByLabel("Digital payment").check();
  expect((await placeAnswer(page)).status()).toBe(200);
  const gateway = page.getByTestId("demo-gateway");
  await gateway.getByRole("button", { name: "Fail the payment" }).click();
  await expect(page.getByTestId("order-failed")).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get("order_id") ?? "";
  const prompt = page.getByTestId("failed-order-prompt");
  await expect(prompt.getByText("Are you agree with this order fail?")).toBeVisible();
  // Old Town takes cash on delivery: the switch is offered (the order's zone), and so is Cancel.
  await expect(prompt.getByRole("button", { name: "Switch to cash on delivery" })).toBeVisible();
  await prompt.getByRole("button", { name: "Cancel order" }).click();
  await page.waitForURL(/\/home$/);
  await expect(page.getByText("Order canceled successfully")).toBeVisible();
  const order = await trackedOrder(page, orderId);
  expect(order.order_status).toBe("canceled");
  expect(order.cancellation_reason).toBe("Order payment canceled");
  const cart = await page.request.get("/api/v1/customer/cart/list", {
    headers: { accept: "application/json" },
  });
  expect((await cart.json()) as unknown[]).toHaveLength(0);
});

test("cash on delivery above the zone's maximum (500) is refused with the spec's message", async ({
  page,
}) => {
  await startSignedIn(page);
  // Store 35's dearest item without a cart maximum, enough of it for a total above 500 even after the
  // 10 % first-order discount (the demo customer gets it while it has no counted order: run alone, this
  // file's earlier orders are a guest's and a canceled one).
  const listed = await page.request.get(
    "/api/v1/items/latest?store_id=35&category_id=0&limit=50&offset=1&type=all",
    { headers: { accept: "application/json", moduleId: "4" } },
  );
  expect(listed.ok()).toBe(true);
  const { products } = (await listed.json()) as {
    products: { id: number; price: number; maximum_cart_quantity?: number | null }[];
  };
  const unlimited = products
    .filter((item) => !item.maximum_cart_quantity)
    .sort((a, b) => b.price - a.price);
  const item = unlimited[0];
  if (!item) throw new Error("store 35 has no item without a cart maximum");
  const added = await page.request.post("/api/v1/customer/cart/add", {
    data: {
      item_id: item.id,
      model: "Item",
      price: item.price,
      quantity: Math.ceil(600 / item.price),
    },
    headers: { origin: WEB_URL },
  });
  expect(added.ok(), await added.text()).toBe(true);
  await page.goto("/checkout?page=cart");
  const cod = page.getByTestId("checkout-payment").getByLabel("Cash on delivery");
  await expect(cod).toBeDisabled();
  await expect(
    page.getByText(
      "The total amount of the order, exceeds maximum amount of the cash on delivery method",
    ),
  ).toBeVisible();
  // The server refuses it the same way when asked directly.
  const refused = await page.request.post("/api/v1/customer/order/place", {
    data: {
      order_amount: 0,
      payment_method: "cash_on_delivery",
      order_type: "delivery",
      store_id: 35,
      distance: 1,
      address: "12 Lake Road, Old Town",
      latitude: 23.7935,
      longitude: 90.4025,
    },
    headers: { origin: WEB_URL, moduleId: "4" },
  });
  expect(refused.status()).toBe(203);
  expect(await refused.text()).toContain(
    "The total amount of the order, exceeds maximum amount of the cash on delivery method",
  );
});

test("an order scheduled for later keeps its time; extra packaging is charged as the page shows", async ({
  page,
}) => {
  await startSignedIn(page);
  await fillCart(page, 3);
  // The order is scheduled: the browser's slots must be times the API's clock accepts.
  await browserOnApiClock(page);
  await page.goto("/checkout?page=cart");
  const schedule = page.getByTestId("checkout-schedule");
  await schedule.getByLabel("Schedule later").check();
  const slot = await page.getByLabel("Preferred time").inputValue();
  expect(slot).not.toBe("now");
  // Store 35 offers extra packaging (0.50): the panel adds its line and the total grows by it.
  const packaging = page.getByTestId("checkout-extra-packaging");
  await expect(packaging).toBeVisible();
  const before = amountOf(await page.getByTestId("checkout-total").textContent());
  await packaging.check();
  await expect(page.getByTestId("checkout-extra-packaging-amount")).toHaveText("$0.50");
  await expect
    .poll(async () => amountOf(await page.getByTestId("checkout-total").textContent()))
    .toBeCloseTo(before + 0.5, 2);
  await page.getByTestId("checkout-payment").getByLabel("Cash on delivery").check();
  const total = amountOf(await page.getByTestId("checkout-total").textContent());
  expect((await placeAnswer(page)).status()).toBe(200);
  await page.waitForURL(/\/profile\?page=my-orders&orderId=\d+&from=checkout/);
  const orderId = new URL(page.url()).searchParams.get("orderId") ?? "";
  const order = await trackedOrder(page, orderId);
  expect(Number(order.order_amount)).toBeCloseTo(total, 2);
  expect(Number(order.scheduled)).toBe(1);
  expect(String(order.schedule_at)).not.toBe("");
  expect(order.schedule_at).not.toBeNull();
});

import type { Page } from "@playwright/test";

import { browserOnApiClock } from "./api-clock";
import { newCustomer, signInAs } from "./sign-in";
import { saveLocation, WEB_URL } from "./support";
import { expect, test } from "./test";

/**
 * A store closed at the e2e clock (the API's DEMO_CLOCK is 12:00 UTC): Sakura Sushi House (store 31,
 * food, Northgate) opens for dinner only, 17:00–23:30, and takes scheduled orders. Its page says when it
 * opens; the server refuses an order for now with its message and the cart stays; checkout offers only
 * "Schedule later" (with the first slot chosen) and the order placed is scheduled.
 */

// Bento Box Deluxe (store 31): no variations, 14.12.
const BENTO = { id: 441, price: 14.12 };
const STORE = { id: 31, name: "Sakura Sushi House" };
const json = { accept: "application/json" };

test.describe.configure({ timeout: 90_000 });

/** A new signed-in customer with a delivery location in Northgate (zone 3) and one bento in the cart. */
async function customerInNorthgate(page: Page) {
  await saveLocation(page.context(), { moduleId: 4, moduleType: "food" });
  await page.context().addCookies(
    Object.entries({
      zone_id: "[3]",
      lat: "23.846",
      lng: "90.411",
      location: "Northgate, Lakeshore",
    }).map(([name, value]) => ({ name, value, url: WEB_URL, httpOnly: true, sameSite: "Lax" })),
  );
  const account = await newCustomer(page.request, "closed");
  await page.goto("/home");
  expect(await signInAs(page, account.email, account.password)).toBe(200);
  const added = await page.request.post("/api/v1/customer/cart/add", {
    data: { item_id: BENTO.id, model: "Item", price: BENTO.price, quantity: 1 },
    headers: { origin: WEB_URL },
  });
  expect(added.ok(), await added.text()).toBe(true);
}

async function cartCount(page: Page): Promise<number> {
  const cart = await page.request.get("/api/v1/customer/cart/list", { headers: json });
  expect(cart.ok()).toBe(true);
  return ((await cart.json()) as unknown[]).length;
}

test("a store closed now: its page says so, an order for now is refused, checkout schedules it for later", async ({
  page,
}) => {
  await customerInNorthgate(page);

  await page.goto(`/store/${String(STORE.id)}`);
  await expect(page.getByRole("heading", { level: 1, name: STORE.name })).toBeVisible();
  await expect(page.getByTestId("store-open-state")).not.toHaveText("Open now");

  // The server refuses an order for now, with its message; the cart keeps its line.
  const refused = await page.request.post("/api/v1/customer/order/place", {
    data: {
      order_amount: 0,
      payment_method: "cash_on_delivery",
      order_type: "delivery",
      store_id: STORE.id,
      distance: 1,
      address: "Northgate, Lakeshore",
      latitude: 23.846,
      longitude: 90.411,
    },
    headers: { origin: WEB_URL, moduleId: "4", ...json },
  });
  expect(refused.status()).toBe(406);
  expect(await refused.text()).toContain("The store is closed now.");
  expect(await cartCount(page)).toBe(1);

  // Checkout: "Now" cannot be chosen; "Schedule later" is, with a slot within the store's hours.
  // The browser offers slots from its own clock: it runs on the API's, which the order is checked against.
  await browserOnApiClock(page);
  await page.goto("/checkout?page=cart");
  const schedule = page.getByTestId("checkout-schedule");
  await expect(schedule.getByLabel("Now")).toBeDisabled();
  await expect(schedule.getByLabel("Schedule later")).toBeChecked();
  const slot = await page.getByLabel("Preferred time").inputValue();
  expect(slot).not.toBe("now");
  const hour = new Date(slot).getUTCHours();
  expect(hour).toBeGreaterThanOrEqual(17);
  expect(hour).toBeLessThanOrEqual(23);

  await page.getByTestId("checkout-payment").getByLabel("Cash on delivery").check();
  const answer = page.waitForResponse((response) =>
    response.url().includes("/customer/order/place"),
  );
  await page.getByTestId("checkout-place").click();
  expect((await answer).status()).toBe(200);
  await page.waitForURL(/\/profile\?page=my-orders&orderId=\d+&from=checkout/);
  const orderId = new URL(page.url()).searchParams.get("orderId") ?? "";
  const tracked = await page.request.get(`/api/v1/customer/order/track?order_id=${orderId}`, {
    headers: json,
  });
  const order = (await tracked.json()) as { scheduled: number; schedule_at: string | null };
  expect(order.scheduled).toBe(1);
  expect(new Date(order.schedule_at ?? "").toISOString()).toBe(new Date(slot).toISOString());
});

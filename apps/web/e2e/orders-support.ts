import type { APIRequestContext, BrowserContext } from "@playwright/test";
import { expect } from "@playwright/test";

import { saveLocation, WEB_URL } from "./support";

/*
 * Orders for the my-orders tests, placed as the storefront would: through its same-origin `/api/v1` proxy
 * with the signed-in customer's session cookie (the context's request shares the page's cookies).
 */

const write = { origin: WEB_URL };

/** Golden Crust Bakery (grocery, zone 1): minimum order 10, takes scheduled orders. */
export const BAKERY = { id: 7, latitude: 23.791584, longitude: 90.401385 };

export interface Line {
  item_id: number;
  price: number;
  quantity: number;
  variation?: { type: string; price: number }[];
}

/** Signs the demo customer in through the storefront's proxy: the session lands in the context's cookie. */
export async function signInDemoCustomer(context: BrowserContext) {
  const answer = await context.request.post(`${WEB_URL}/api/v1/auth/login`, {
    data: {
      login_type: "manual",
      field_type: "email",
      email_or_phone: "demo@marketplace.test",
      password: "Demo1234",
    },
    headers: write,
  });
  expect(answer.status()).toBe(200);
}

/** Signs the demo customer in and saves a grocery location (Old Town, zone 1). */
export async function signedInCustomer(
  context: BrowserContext,
  look: { theme?: string; language?: string } = {},
) {
  await saveLocation(context, { moduleId: 1, moduleType: "grocery", ...look });
  await signInDemoCustomer(context);
}

/** Empties the customer's cart. */
export async function clearCart(request: APIRequestContext) {
  const cleared = await request.delete(`${WEB_URL}/api/v1/customer/cart/remove`, {
    headers: write,
  });
  expect(cleared.status(), await cleared.text()).toBe(200);
}

/** The cart's lines: item id, quantity. */
export async function cartLines(request: APIRequestContext) {
  const answer = await request.get(`${WEB_URL}/api/v1/customer/cart/list`, { headers: write });
  expect(answer.status()).toBe(200);
  const lines = (await answer.json()) as { item_id: number; quantity: number }[];
  return lines.map((line) => ({ item_id: line.item_id, quantity: line.quantity }));
}

/**
 * Puts the lines in an empty cart and places a cash-on-delivery (or digital) order at the bakery; `scheduled` orders
 * wait (pending) until a day and a half from now. Returns the order id.
 */
export async function placeOrder(
  request: APIRequestContext,
  lines: Line[],
  options: { scheduled?: boolean; payment?: "cash_on_delivery" | "digital_payment" } = {},
): Promise<number> {
  await clearCart(request);
  for (const line of lines) {
    const added = await request.post(`${WEB_URL}/api/v1/customer/cart/add`, {
      data: { model: "Item", ...line },
      headers: write,
    });
    expect(added.status(), await added.text()).toBe(200);
  }
  const placed = await request.post(`${WEB_URL}/api/v1/customer/order/place`, {
    data: {
      order_amount: lines.reduce((sum, line) => sum + line.price * line.quantity, 0),
      payment_method: options.payment ?? "cash_on_delivery",
      order_type: "delivery",
      store_id: BAKERY.id,
      distance: 0.5,
      address: "12 Lakeshore Avenue",
      latitude: BAKERY.latitude + 0.004,
      longitude: BAKERY.longitude + 0.003,
      ...(options.scheduled
        ? { schedule_at: new Date(Date.now() + 36 * 3_600_000).toISOString() }
        : {}),
    },
    headers: {
      ...write,
      "idempotency-key": `orders-e2e-${String(Date.now())}-${String(Math.random())}`,
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const { order_id: orderId } = (await placed.json()) as { order_id: number };
  return orderId;
}

/** Cancels an order through the API (clean-up: a pending order gives its stock back). */
export async function cancelThroughApi(request: APIRequestContext, orderId: number) {
  const answer = await request.put(`${WEB_URL}/api/v1/customer/order/cancel`, {
    data: { order_id: orderId, reason: "I ordered by mistake" },
    headers: write,
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** An order's status as the API tracks it. */
export async function orderStatus(request: APIRequestContext, orderId: number): Promise<string> {
  const answer = await request.get(
    `${WEB_URL}/api/v1/customer/order/track?order_id=${String(orderId)}`,
    {
      headers: write,
    },
  );
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { order_status: string }).order_status;
}

/** Sourdough Loaf (3.74) × 3: over the bakery's minimum. */
export const SOURDOUGH: Line = { item_id: 95, price: 3.74, quantity: 3 };

/** The demo gateway's answer for a digital order: its payment failed (the order becomes failed). */
export async function failPayment(request: APIRequestContext, orderId: number) {
  const answer = await request.post(`${WEB_URL}/api/v1/customer/order/demo-payment`, {
    data: { order_id: orderId, outcome: "fail" },
    headers: write,
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/**
 * Dismisses the customer's review reminders (through the storefront's proxy), so the pages of a test that
 * follows its own order to delivered show no review prompt over what the test looks at.
 */
export async function dismissReviewReminders(request: APIRequestContext) {
  for (let round = 0; round < 20; round += 1) {
    const answer = await request.get(`${WEB_URL}/api/v1/customer/review-reminder`, {
      headers: write,
    });
    expect(answer.status()).toBe(200);
    const orderId = ((await answer.json()) as { order_id?: number | null }).order_id;
    if (orderId === null || orderId === undefined) return;
    const cancelled = await request.get(
      `${WEB_URL}/api/v1/customer/review-reminder-cancel?order_id=${String(orderId)}`,
      { headers: write },
    );
    expect(cancelled.status(), await cancelled.text()).toBe(200);
  }
}

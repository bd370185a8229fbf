import type { BrowserContext, Page } from "@playwright/test";
import { expect } from "@playwright/test";

import { signInAs } from "./sign-in";
import { WEB_URL } from "./support";

/** The e2e API (the browser reaches it through the storefront's proxy; the tests call it directly). */
export const API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? "4100"}`;

/** The customer these specs sign in as: not the demo customer other specs use, so the review prompt
 * of the orders delivered here never shows up in their pages. */
export const REVIEWER = { email: "second@marketplace.test", password: "Demo1234" };

export const GUEST_CONTACT = { phone: "+15557654321", email: "tracked.guest@example.com" };

/** The headers the SDK sends for a visitor in Old Town (zone 1) with the grocery module. */
const CONTEXT_HEADERS = {
  accept: "application/json",
  "x-localization": "en",
  zoneid: "[1]",
  moduleid: "1",
  latitude: "23.7925",
  longitude: "90.401",
};

async function api(
  method: "GET" | "POST",
  path: string,
  options: { body?: unknown; token?: string } = {},
): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { ...CONTEXT_HEADERS };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${API_URL}/api/v1/${path}`, {
    method,
    headers,
    body: options.body === undefined ? null : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    // not JSON
  }
  return { status: response.status, body };
}

/** The bearer token of a seeded customer. */
export async function customerToken(email = REVIEWER.email): Promise<string> {
  const answer = await api("POST", "auth/login", {
    body: {
      login_type: "manual",
      field_type: "email",
      email_or_phone: email,
      password: REVIEWER.password,
    },
  });
  expect(answer.status).toBe(200);
  const token = (answer.body as { token?: string | null }).token;
  if (!token) throw new Error("no token");
  return token;
}

/** The guest id the storefront keeps for this browser (requested by the frame on the first page). */
export async function browserGuestId(page: Page, context: BrowserContext): Promise<string> {
  await page.goto("/home");
  await expect
    .poll(async () => (await context.cookies(WEB_URL)).find((c) => c.name === "guest_id")?.value)
    .toBeTruthy();
  const cookie = (await context.cookies(WEB_URL)).find((c) => c.name === "guest_id");
  if (!cookie) throw new Error("no guest id");
  return cookie.value;
}

interface Product {
  id: number;
  price: number;
  store_id: number;
  variations?: unknown[];
  stock?: number | null;
  maximum_cart_quantity?: number | null;
}

/**
 * Places a cash-on-delivery 'buy now' order of one popular grocery item near Old Town, as the SDK would
 * (the guest id in the body, or the customer's token). Items of a closed store are skipped.
 */
export async function placeCashOrder(owner: { guestId: string } | { token: string }) {
  const list = await api("GET", "items/popular?type=all&offset=1&limit=48");
  expect(list.status).toBe(200);
  const products = (list.body as { products: Product[] }).products.filter(
    (product) => (product.variations ?? []).length === 0,
  );
  const messages: string[] = [];
  // Enough of it to pass the store's minimum order (the demo stores ask up to about 50), from items whose
  // stock and cart limit allow it: the suite's other orders draw the seeded stock down as it runs.
  const attempts = products
    .map((product) => ({ product, quantity: Math.max(1, Math.ceil(60 / product.price)) }))
    .filter(
      ({ product, quantity }) =>
        quantity <= 20 &&
        (product.stock ?? Infinity) >= quantity &&
        (product.maximum_cart_quantity ?? Infinity) >= quantity,
    )
    .slice(0, 16);
  for (const { product, quantity } of attempts) {
    const placed = await api("POST", "customer/order/place", {
      ...("token" in owner ? { token: owner.token } : {}),
      body: {
        order_amount: 0,
        payment_method: "cash_on_delivery",
        order_type: "delivery",
        store_id: product.store_id,
        distance: 1,
        address: "7 Tracking Lane, Old Town",
        latitude: 23.7935,
        longitude: 90.4045,
        contact_person_name: "Tara Tracker",
        contact_person_number: GUEST_CONTACT.phone,
        contact_person_email: GUEST_CONTACT.email,
        ...("guestId" in owner ? { guest_id: Number(owner.guestId) } : {}),
        is_buy_now: 1,
        cart: JSON.stringify([
          { item_id: product.id, model: "Item", price: product.price, quantity, variation: [] },
        ]),
      },
    });
    if (placed.status === 200) return (placed.body as { order_id: number }).order_id;
    messages.push(JSON.stringify(placed.body));
  }
  throw new Error(`no item could be ordered: ${messages.join("; ")}`);
}

/** Signs the reviewer in through the storefront's proxy (the page must be on the storefront). */
export async function signInReviewer(page: Page) {
  expect(await signInAs(page, REVIEWER.email, REVIEWER.password)).toBe(200);
}

/** Dismisses every review reminder of the reviewer, so no later page shows the prompt. */
export async function dismissReminders(token: string) {
  for (let round = 0; round < 20; round += 1) {
    const answer = await api("GET", "customer/review-reminder", { token });
    const orderId = (answer.body as { order_id?: number | null }).order_id;
    if (orderId === null || orderId === undefined) return;
    await api("GET", `customer/review-reminder-cancel?order_id=${String(orderId)}`, { token });
  }
}

/** The order's delivery person id, as its owner sees it. */
export async function courierOf(orderId: number, token: string): Promise<number> {
  const answer = await api("GET", `customer/order/track?order_id=${String(orderId)}`, { token });
  const id = (answer.body as { delivery_man?: { id: number } | null }).delivery_man?.id;
  if (id === undefined) throw new Error("no courier");
  return id;
}

import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";

import { saveLocation, WEB_URL } from "./support";
import { expect, test } from "./test";

/*
 * The storefront's servers share public catalogue answers between visitors (ADR 0018). Nothing personal
 * may ride along: two customers and a guest open the same /home (same module, zone and place) one after
 * the other, and each sees only their own visit-again row and cart (issue 21 item 3).
 */

const write = { origin: WEB_URL };

async function signInAs(page: Page, email: string) {
  const answer = await page.request.post("/api/v1/auth/login", {
    data: {
      login_type: "manual",
      field_type: "email",
      email_or_phone: email,
      password: "Demo1234",
    },
    headers: write,
  });
  expect(answer.status()).toBe(200);
}

async function visitor(context: BrowserContext) {
  await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
  return context.newPage();
}

/** Orders the Sourdough Loaf (item 95, grocery) up to its store's minimum order; the store's name. */
async function orderFromSourdoughStore(request: APIRequestContext): Promise<string> {
  const item = (await (await request.get("/api/v1/items/details/95")).json()) as {
    price: number;
    store_id: number;
  };
  const store = (await (
    await request.get(`/api/v1/stores/details/${String(item.store_id)}`)
  ).json()) as {
    name: string;
    latitude: string;
    longitude: string;
    minimum_order: number;
  };
  const quantity = Math.max(1, Math.ceil(Number(store.minimum_order) / item.price));
  const added = await request.post("/api/v1/customer/cart/add", {
    data: { item_id: 95, model: "Item", price: item.price, quantity },
    headers: write,
  });
  expect(added.status()).toBe(200);
  const placed = await request.post("/api/v1/customer/order/place", {
    data: {
      order_amount: item.price * quantity,
      payment_method: "cash_on_delivery",
      order_type: "delivery",
      store_id: item.store_id,
      distance: 0.5,
      address: "12 Lakeshore Avenue",
      latitude: Number(store.latitude) + 0.004,
      longitude: Number(store.longitude) + 0.003,
    },
    headers: { ...write, "idempotency-key": `personal-data-${String(Date.now())}` },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  return store.name;
}

test("two customers and a guest on one shared /home each see only their own visit-again and cart", async ({
  browser,
}) => {
  const guestContext = await browser.newContext();
  const firstContext = await browser.newContext();
  const secondContext = await browser.newContext();
  try {
    // The guest's visit fills the shared catalogue entries first.
    const guest = await visitor(guestContext);
    await guest.goto("/home");
    await expect(guest.locator('[data-section="visit-again"]')).toHaveCount(0);

    const first = await visitor(firstContext);
    await first.goto("/home");
    await signInAs(first, "demo@marketplace.test");
    const storeName = await orderFromSourdoughStore(first.request);
    // One line in the first customer's cart after the order (placing empties the cart).
    const again = await first.request.post("/api/v1/customer/cart/add", {
      data: { item_id: 95, model: "Item", price: 3.74, quantity: 1 },
      headers: write,
    });
    expect(again.status()).toBe(200);

    const second = await visitor(secondContext);
    await second.goto("/home");
    await signInAs(second, "second@marketplace.test");

    await first.goto("/home");
    const firstVisits = first.locator('[data-section="visit-again"]');
    await expect(firstVisits).toContainText(storeName);
    await expect(first.getByTestId("cart-link").first().getByTestId("cart-count")).toHaveText("1");

    await second.goto("/home");
    const secondVisits = second.locator('[data-section="visit-again"]');
    await expect(secondVisits.getByText(storeName)).toHaveCount(0);
    await expect(second.getByTestId("cart-link").first().getByTestId("cart-count")).toHaveText("0");

    await guest.goto("/home");
    await expect(guest.locator('[data-section="visit-again"]')).toHaveCount(0);
  } finally {
    await guestContext.close();
    await firstContext.close();
    await secondContext.close();
  }
});

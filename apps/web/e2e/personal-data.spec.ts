import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";

import { newCustomer, signInAs as signInWith } from "./sign-in";
import { saveLocation, WEB_URL } from "./support";
import { expect, test } from "./test";

/*
 * The storefront's servers share public catalogue answers (ADR 0018) and the rendered public home
 * sections (ADR 0022) between visitors. Nothing personal may ride along: two customers and a guest open the same /home (same module, zone and place) one after
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
    // One line in the first customer's cart after the order (placing empties the cart): Oat Milk 1L of the
    // same store at its live price (the loaf's stock is what the suite's other orders draw on).
    const oatMilk = (await (await first.request.get("/api/v1/items/details/90")).json()) as {
      price: number;
    };
    const again = await first.request.post("/api/v1/customer/cart/add", {
      data: { item_id: 90, model: "Item", price: oatMilk.price, quantity: 1 },
      headers: write,
    });
    expect(again.status(), await again.text()).toBe(200);

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

test("a public section rendered while a customer looks is the catalogue only: a guest gets none of their state, an Arabic visitor gets Arabic", async ({
  browser,
  request,
}) => {
  const customerContext = await browser.newContext();
  const guestContext = await browser.newContext();
  const arabicContext = await browser.newContext();
  try {
    // A new customer favourites the first popular item, then opens the grocery /home (the shared
    // sections are rendered on this view if no one of this scope has been here in the last 30 s).
    const account = await newCustomer(request, "shared");
    const customer = await visitor(customerContext);
    await customer.goto("/home");
    expect(await signInWith(customer, account.email, account.password)).toBe(200);
    const popular = '[data-section="popular-items"] [data-slot="item-card"]';
    // Popular items is below the first screen: its cards load when it is scrolled to.
    const scrollToPopular = (page: Page) =>
      page.locator('[data-section="popular-items"]').scrollIntoViewIfNeeded();
    await scrollToPopular(customer);
    const name = (
      await customer.locator(popular).first().getByRole("heading").first().textContent()
    )?.trim();
    expect(name).toBeTruthy();
    const items = (await (
      await customer.request.get("/api/v1/items/popular?offset=1&limit=12", {
        headers: { ...write, zoneId: "[1]", moduleId: "1" },
      })
    ).json()) as { products: { id: number; name: string }[] };
    const favourite = items.products.find((item) => item.name === name);
    expect(favourite).toBeDefined();
    const added = await customer.request.post("/api/v1/customer/wish-list/add", {
      data: { item_id: favourite?.id },
      headers: { ...write, zoneId: "[1]", moduleId: "1" },
    });
    expect(added.status()).toBe(200);
    await customer.goto("/home");
    await scrollToPopular(customer);
    const customerCard = customer
      .locator(popular)
      .filter({ hasText: name ?? "" })
      .first();
    await expect(
      customerCard.getByRole("button", { name: "Remove from wishlist" }),
    ).toHaveAttribute("aria-pressed", "true");

    // A guest of the same module and place right after: the same cards, none of the customer's.
    const guest = await visitor(guestContext);
    await guest.goto("/home");
    await scrollToPopular(guest);
    const guestCard = guest
      .locator(popular)
      .filter({ hasText: name ?? "" })
      .first();
    await expect(guestCard.getByRole("button", { name: "Add to wishlist" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await expect(guest.locator('[data-section="coupons"]')).toHaveCount(0);
    await expect(guest.locator('[data-section="visit-again"]')).toHaveCount(0);
    await expect(guest.getByTestId("cart-link").first().getByTestId("cart-count")).toHaveText("0");

    // The same place and module in Arabic is its own shared render, in Arabic.
    await saveLocation(arabicContext, { moduleId: 1, moduleType: "grocery", language: "ar" });
    const arabic = await arabicContext.newPage();
    await arabic.goto("/home");
    await expect(arabic.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(arabic.locator('[data-section="popular-items"] h2')).not.toHaveText(
      (await guest.locator('[data-section="popular-items"] h2').textContent()) ?? "",
    );
  } finally {
    await customerContext.close();
    await guestContext.close();
    await arabicContext.close();
  }
});

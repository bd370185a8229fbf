import type { Page } from "@playwright/test";

import { addMango, MANGO, orderCount, serverCart } from "./fault-shopping-support";
import { setFault } from "./fault-support";
import { signIn } from "./sign-in";
import { saveLocation, WEB_URL } from "./support";
import { expect, test } from "./test";
import { browserGuestId, GUEST_CONTACT, placeCashOrder } from "./tracking-support";

/*
 * Faults on the shopping path (issue 21 item 7), made by e2e/fault-proxy.mjs: the listing, the item
 * dialog, the cart drawer, checkout and tracking, with the API stopped, answering 503, hanging or losing
 * its answer, and a session the API stops accepting (401). Each page shows its message or a recoverable
 * state (never a blank page or an endless spinner), the cart is intact when the API is back, and a Place
 * retried after a lost answer makes one order.
 */

test.describe.configure({ timeout: 120_000 });

const BEEF_PHO = /^Quick View ?: Beef Pho$/;

test.afterEach(async () => {
  await setFault("pass");
});

async function startAsGuest(page: Page) {
  await saveLocation(page.context(), { moduleId: 4, moduleType: "food" });
  await page.goto("/home");
  await expect
    .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === "guest_id"))
    .toBe(true);
}

for (const mode of ["down", "hang"] as const) {
  test(`the listing with the API ${mode === "down" ? "stopped" : "hanging"}: the error page with Try again, then the results`, async ({
    page,
  }) => {
    await saveLocation(page.context(), { moduleId: 4, moduleType: "food" });
    await setFault(mode, "/get-combined-data");
    // A search no other test makes: the storefront does not hold its answer yet.
    const term = `pho${String(Date.now()).slice(-6)}`;
    const started = Date.now();
    await page.goto(`/home?data_type=searched&search=${term}`);
    await expect(page.getByText("This page could not be loaded. Please try again.")).toBeVisible({
      timeout: 45_000,
    });
    expect(Date.now() - started).toBeLessThan(45_000);
    // A failure is not an empty result.
    await expect(page.getByRole("heading", { name: "Items not found!" })).toHaveCount(0);

    await setFault("pass");
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `Search results for \u201c${term}\u201d`,
    );
    await expect(page.getByTestId("listing-count")).toHaveText("0 items Found");
  });
}

test("the item dialog with the API answering 503: the dialog says so, closes to its opener, and loads once the API is back", async ({
  page,
}) => {
  await startAsGuest(page);
  const opener = page.getByRole("button", { name: BEEF_PHO }).first();
  await page.locator('[data-section="special-offer"]').scrollIntoViewIfNeeded();
  await setFault("503", "/items/details");
  await opener.click();
  const dialog = page.getByTestId("item-dialog");
  await expect(dialog.getByRole("alert")).toHaveText("Something went wrong.");
  await expect(dialog.getByRole("status")).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await setFault("pass");
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("heading", { name: "Beef Pho" })).toBeVisible();
  await expect(dialog.getByTestId("item-submit")).toBeEnabled();
});

test("the cart drawer with the API stopped: the cart stays, a refused change rolls back, and the cart is whole when the API is back", async ({
  page,
}) => {
  await startAsGuest(page);
  await addMango(page, 2);
  await page.reload();
  const cartButton = page.getByTestId("cart-link").first();
  await expect(cartButton).toHaveAccessibleName("Cart, 1 item");

  await setFault("down");
  await cartButton.click();
  const drawer = page.getByTestId("cart-drawer");
  const line = drawer.getByTestId("cart-line");
  await expect(line).toContainText(MANGO.name);
  await expect(line.getByRole("group")).toContainText("2");
  await drawer.getByRole("button", { name: "Increase quantity" }).click();
  // The change the API never received is rolled back with a message.
  await expect(page.locator("[data-sonner-toast]").first()).toBeVisible();
  await expect(line.getByRole("group")).toContainText("2");
  await expect(line.getByRole("group")).not.toContainText("3");

  await setFault("pass");
  expect(await serverCart(page)).toEqual([`${String(MANGO.id)} × 2`]);
  await page.reload();
  await expect(cartButton).toHaveAccessibleName("Cart, 1 item");
  await cartButton.click();
  await expect(drawer.getByTestId("cart-line")).toContainText(MANGO.name);
});

/** Signed in, a cart of 3 Mango Shaved Ice, on checkout with cash on delivery: the orders counted before. */
async function checkoutWithThreeMangoes(page: Page): Promise<number> {
  await saveLocation(page.context(), { moduleId: 4, moduleType: "food" });
  await page.goto("/home");
  await signIn(page);
  await page.request.delete("/api/v1/customer/cart/remove", { headers: { origin: WEB_URL } });
  await addMango(page, 3);
  const before = await orderCount(page);
  await page.goto("/checkout?page=cart");
  await page.getByTestId("checkout-payment").getByLabel("Cash on delivery").check();
  return before;
}

test("checkout: Place with its answer lost shows an error and keeps the cart; Place again makes one order", async ({
  page,
}) => {
  const before = await checkoutWithThreeMangoes(page);
  const keys: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/customer/order/place"))
      keys.push(request.headers()["idempotency-key"] ?? "");
  });

  // The API places the order, the storefront never hears the answer.
  await setFault("lost", "/customer/order/place");
  const place = page.getByTestId("checkout-place");
  await place.click();
  await expect(page.locator("[data-sonner-toast]").first()).toBeVisible();
  await expect(place).toBeEnabled();
  await expect(page).toHaveURL(/\/checkout\?page=cart/);
  // The API did make the order.
  await expect.poll(() => orderCount(page)).toBe(before + 1);

  // Back: the retry with the same key answers the order the first attempt made.
  await setFault("pass");
  await place.click();
  await page.waitForURL(/\/profile\?page=my-orders&orderId=\d+&from=checkout/);
  expect(keys).toHaveLength(2);
  expect(new Set(keys).size).toBe(1);
  expect(await orderCount(page)).toBe(before + 1);
});

test("checkout with the API answering 503 on Place: the message, the cart kept, Place again works", async ({
  page,
}) => {
  const before = await checkoutWithThreeMangoes(page);
  await setFault("503", "/customer/order/place");
  const place = page.getByTestId("checkout-place");
  await place.click();
  await expect(page.getByText("Service Unavailable")).toBeVisible();
  await expect(place).toBeEnabled();
  expect(await serverCart(page)).toEqual([`${String(MANGO.id)} × 3`]);
  expect(await orderCount(page)).toBe(before);

  await setFault("pass");
  await place.click();
  await page.waitForURL(/\/profile\?page=my-orders&orderId=\d+&from=checkout/);
  expect(await orderCount(page)).toBe(before + 1);
});

for (const mode of ["down", "hang"] as const) {
  test(`tracking with the API ${mode === "down" ? "stopped" : "hanging"}: the message with Try again, then the order`, async ({
    page,
    context,
  }) => {
    await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
    const guestId = await browserGuestId(page, context);
    const orderId = String(await placeCashOrder({ guestId }));
    await setFault(mode, "/order/track");
    const started = Date.now();
    await page.goto(
      `/track-order?order_id=${orderId}&contact=${encodeURIComponent(GUEST_CONTACT.phone)}`,
    );
    await expect(page.getByText("The service is unavailable. Please try again.")).toBeVisible({
      timeout: 45_000,
    });
    expect(Date.now() - started).toBeLessThan(45_000);
    await expect(page.getByText("Order not found")).toHaveCount(0);

    await setFault("pass");
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { name: `Order #${orderId}` })).toBeVisible();
  });
}

test("a session the API stops accepting (401) mid-session: the spec's toast, signed out at /home, the cart whole after signing in again", async ({
  page,
}) => {
  await saveLocation(page.context(), { moduleId: 4, moduleType: "food" });
  await page.goto("/home");
  await signIn(page);
  await page.request.delete("/api/v1/customer/cart/remove", { headers: { origin: WEB_URL } });
  await addMango(page, 2);
  await page.goto("/checkout?page=cart");
  await expect(page.getByTestId("checkout-place")).toBeVisible();
  const cartButton = page.getByTestId("cart-link").first();
  await expect(cartButton).toHaveAccessibleName("Cart, 1 item");

  await cartButton.click();
  const increase = page
    .getByTestId("cart-drawer")
    .getByRole("button", { name: "Increase quantity" });
  await expect(increase).toBeVisible();
  // Only the click's own call meets the 401: a background poll meeting it first (notifications) would end
  // the session before the click, on a busy machine.
  await setFault("401", "/customer/cart/update");
  await increase.click();
  await expect(
    page.getByText("Your account is inactive or Your token has been expired"),
  ).toBeVisible();
  await page.waitForURL(/\/home$/);
  // The drawer of the ended session does not stay open over the signed-out home.
  await expect(page.getByTestId("cart-drawer")).toBeHidden();
  await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();

  await setFault("pass");
  await signIn(page);
  expect(await serverCart(page)).toEqual([`${String(MANGO.id)} × 2`]);
  await page.goto("/checkout?page=cart");
  await expect(page.getByTestId("checkout-place")).toBeVisible();
});

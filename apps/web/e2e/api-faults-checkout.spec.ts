import type { BrowserContext, Page } from "@playwright/test";

import type { FaultMode } from "./fault-support";
import type { Account } from "./sign-in";
import { addMango, MANGO, orderCount, serverCart } from "./fault-shopping-support";
import { setFault, setFaultWith } from "./fault-support";
import { newCustomer } from "./sign-in";
import { saveLocation, WEB_URL } from "./support";
import { expect, test } from "./test";

/*
 * Faults on checkout (issue 21 item 7), made by e2e/fault-proxy.mjs. Its own load: with the API answering
 * 503 or hanging for what the page is built from (the config, the zone at the visitor's place, the saved
 * addresses, the cart), /checkout shows the error page with Try again — never a blank page, an endless
 * wait or a bounce elsewhere — and Try again shows the whole cart once the API is back. Place: with the
 * call hanging, or answered after the SDK's timeout, the button shows its progress, the page stays usable,
 * a message follows, and Place again (the same Idempotency-Key) makes exactly one order.
 */

test.describe.configure({ timeout: 120_000 });

const LOAD_FAILED = "This page could not be loaded. Please try again.";
const UNAVAILABLE = "The service is unavailable. Please try again.";

let account: Account;

test.beforeAll(async ({ request }) => {
  account = await newCustomer(request, "faultcheckout");
});

test.afterEach(async () => {
  await setFault("pass");
});

async function signInAs(context: BrowserContext) {
  const answer = await context.request.post(`${WEB_URL}/api/v1/auth/login`, {
    data: {
      login_type: "manual",
      field_type: "email",
      email_or_phone: account.email,
      password: account.password,
    },
    headers: { origin: WEB_URL },
  });
  expect(answer.status()).toBe(200);
}

/** This test's customer, signed in at a food place, with exactly three Mango Shaved Ice in the cart. */
async function threeMangoes(page: Page) {
  await saveLocation(page.context(), { moduleId: 4, moduleType: "food" });
  await signInAs(page.context());
  await page.request.delete("/api/v1/customer/cart/remove", { headers: { origin: WEB_URL } });
  await addMango(page, 3);
}

const loads = [
  { name: "the config", match: "^/api/v1/config(\\?|$)" },
  { name: "the zone", match: "^/api/v1/config/get-zone-id" },
  { name: "the saved addresses", match: "^/api/v1/customer/address/list" },
  { name: "the cart", match: "^/api/v1/customer/cart/list" },
] as const;

const cases: { mode: FaultMode; load: (typeof loads)[number] }[] = [
  ...loads.map((load) => ({ mode: "503" as const, load })),
  { mode: "hang", load: loads[3] },
  { mode: "hang", load: loads[1] },
];

for (const { mode, load } of cases) {
  test(`checkout's load with ${load.name} ${mode === "503" ? "answering 503" : "hanging"}: the error page with Try again, then the whole cart`, async ({
    page,
  }) => {
    await threeMangoes(page);
    await setFault(mode, load.match);
    const started = Date.now();
    await page.goto("/checkout?page=cart", { timeout: 60_000 });
    await expect(page.getByText(LOAD_FAILED)).toBeVisible({ timeout: 45_000 });
    const waited = Date.now() - started;
    expect(waited).toBeLessThan(45_000);
    console.log(`${load.name}, ${mode}: the error page after ${String(waited)} ms`);
    await expect(page).toHaveURL(/\/checkout\?page=cart$/);
    await expect(page.getByRole("heading", { name: "Something went wrong." })).toBeVisible();
    await expect(page.getByTestId("checkout-place")).toHaveCount(0);
    // A failure is not an empty cart.
    await expect(page.getByText("Your cart is empty")).toHaveCount(0);

    await setFault("pass");
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByTestId("checkout-place")).toBeVisible();
    await expect(page.getByRole("main")).toContainText(`Ordering from ${MANGO.store}`);
    expect(await serverCart(page)).toEqual([`${String(MANGO.id)} × 3`]);
  });
}

/** The Idempotency-Key of every Place the page sends. */
function placeKeys(page: Page): string[] {
  const keys: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/customer/order/place"))
      keys.push(request.headers()["idempotency-key"] ?? "");
  });
  return keys;
}

/** While Place waits: the button says so and cannot be pressed again; the rest of the page works. */
async function expectPlacingAndUsable(page: Page) {
  const place = page.getByTestId("checkout-place");
  await expect(place).toHaveText("Placing order…");
  await expect(place).toHaveAttribute("aria-busy", "true");
  await expect(place).toBeDisabled();
  const cartButton = page.getByTestId("cart-link").first();
  await cartButton.click();
  const drawer = page.getByTestId("cart-drawer");
  await expect(drawer.getByTestId("cart-line")).toContainText(MANGO.name);
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(place).toHaveText("Placing order…");
}

test("Place with the API hanging 10 s: progress, a usable page, the message, and Place again makes one order", async ({
  page,
}) => {
  await threeMangoes(page);
  const before = await orderCount(page);
  await page.goto("/checkout?page=cart");
  await page.getByTestId("checkout-payment").getByLabel("Cash on delivery").check();
  const keys = placeKeys(page);

  await setFault("hang", "^/api/v1/customer/order/place");
  const place = page.getByTestId("checkout-place");
  const started = Date.now();
  await place.click();
  await expectPlacingAndUsable(page);
  await expect(page.getByText(UNAVAILABLE)).toBeVisible({ timeout: 30_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(9_000);
  await expect(place).toHaveText("Place Order");
  await expect(place).toBeEnabled();
  await expect(page).toHaveURL(/\/checkout\?page=cart/);
  expect(await orderCount(page)).toBe(before);
  expect(await serverCart(page)).toEqual([`${String(MANGO.id)} × 3`]);

  await setFault("pass");
  await place.click();
  await page.waitForURL(/\/profile\?page=my-orders&orderId=\d+&from=checkout/);
  expect(keys).toHaveLength(2);
  expect(new Set(keys).size).toBe(1);
  expect(await orderCount(page)).toBe(before + 1);
});

test("Place answered after the SDK's timeout: the message, and Place again answers the order the API made", async ({
  page,
}) => {
  await threeMangoes(page);
  const before = await orderCount(page);
  await page.goto("/checkout?page=cart");
  await page.getByTestId("checkout-payment").getByLabel("Cash on delivery").check();
  const keys = placeKeys(page);

  // The API places the order at once; its answer reaches the storefront after 20 s, past the browser
  // SDK's 15 s timeout.
  await setFaultWith({ mode: "slow", match: "^/api/v1/customer/order/place", ms: 20_000 });
  const place = page.getByTestId("checkout-place");
  const started = Date.now();
  await place.click();
  await expectPlacingAndUsable(page);
  await expect(page.getByText(UNAVAILABLE)).toBeVisible({ timeout: 30_000 });
  const waited = Date.now() - started;
  expect(waited).toBeGreaterThanOrEqual(14_000);
  expect(waited).toBeLessThan(20_000);
  await expect(place).toBeEnabled();
  await expect(page).toHaveURL(/\/checkout\?page=cart/);
  // The API did make the order.
  await expect.poll(() => orderCount(page)).toBe(before + 1);

  await setFault("pass");
  await place.click();
  await page.waitForURL(/\/profile\?page=my-orders&orderId=\d+&from=checkout/);
  expect(keys).toHaveLength(2);
  expect(new Set(keys).size).toBe(1);
  expect(await orderCount(page)).toBe(before + 1);
});

import type { Locator, Page } from "@playwright/test";

import { cartCount, MANGO, openFoodHome, reloadAndReadCart, serverCart } from "./cart-support";
import { setFault, setFaultWith } from "./fault-support";
import { WEB_URL } from "./support";
import { expect, test } from "./test";

/**
 * Issue 15's quality bar: every cart change is optimistic — the header count and the drawer change within
 * one frame (≤ 100 ms) while the API answers slowly (the fault proxy holds the cart writes back) — and a
 * refusal rolls back with the server's message. And a refused Clear Cart whose lines cannot be put back
 * says so and shows the server's cart.
 */

/** How much later the fault proxy passes the cart writes on to the API. */
const SLOW_MS = 1500;
/** The issue's bound: the change shows within one frame, ≤ 100 ms after the click. */
const OPTIMISTIC_MS = 100;
const CART_WRITES = "^/api/v1/customer/cart/(add|update|remove)";

test.describe.configure({ timeout: 120_000 });

test.afterEach(async () => {
  await setFault("pass");
});

/**
 * Clicks `button` in the page and answers, for each watched element (by CSS selector), the ms from the
 * click to its first change (measured with performance.now() and a MutationObserver in the page; -1 when
 * it did not change within 3 s).
 */
async function changeTimes(
  button: Locator,
  watched: Record<string, string>,
): Promise<Record<string, number>> {
  return await button.evaluate(
    (element, selectors) =>
      new Promise<Record<string, number>>((resolve) => {
        const times: Record<string, number> = {};
        const observers: MutationObserver[] = [];
        const finish = () => {
          for (const observer of observers) observer.disconnect();
          for (const name of Object.keys(selectors)) times[name] ??= -1;
          resolve(times);
        };
        let start = 0;
        for (const [name, selector] of Object.entries(selectors)) {
          const target = document.querySelector(selector);
          if (!target) throw new Error(`nothing matches ${selector}`);
          const observer = new MutationObserver(() => {
            times[name] ??= performance.now() - start;
            observer.disconnect();
            if (Object.keys(times).length === Object.keys(selectors).length) finish();
          });
          observer.observe(target, { childList: true, characterData: true, subtree: true });
          observers.push(observer);
        }
        setTimeout(finish, 3000);
        start = performance.now();
        (element as HTMLElement).click();
      }),
    watched,
  );
}

const COUNT = '[data-testid="cart-count"]';
const DRAWER = '[data-testid="cart-drawer"]';

function expectOptimistic(action: string, times: Record<string, number>) {
  console.log(
    `optimistic ${action}: ${Object.entries(times)
      .map(([name, ms]) => `${name} ${String(Math.round(ms))} ms`)
      .join(", ")} (API ${String(SLOW_MS)} ms late)`,
  );
  for (const [name, ms] of Object.entries(times)) {
    expect(ms, `${action}: ${name}`).toBeGreaterThanOrEqual(0);
    expect(ms, `${action}: ${name}`).toBeLessThanOrEqual(OPTIMISTIC_MS);
  }
}

async function hoverAndSettle(page: Page, target: Locator) {
  // Pointing is intent: the cart writer's code loads before the click (as it does for a customer, who
  // takes longer than this from pointing to clicking).
  await target.hover();
  await page.waitForTimeout(500);
}

test("Add, plus and remove show in the header count and the drawer at once while the API answers slowly", async ({
  page,
}) => {
  await openFoodHome(page);
  await expect(cartCount(page)).toHaveText("0");
  await setFaultWith({ mode: "slow", match: CART_WRITES, ms: SLOW_MS });

  const addMango = page.getByRole("button", { name: `Add to Cart: ${MANGO.name}` }).first();
  await hoverAndSettle(page, addMango);
  expectOptimistic("add", await changeTimes(addMango, { "header count": COUNT }));
  await expect(cartCount(page)).toHaveText("1");
  await expect(page.getByText("Item added to cart")).toBeVisible();
  expect((await serverCart(page.request)).map((line) => [line.item_id, line.quantity])).toEqual([
    [MANGO.id, 1],
  ]);

  await page.getByTestId("cart-link").first().click();
  const drawer = page.getByTestId("cart-drawer");
  const line = drawer.getByTestId("cart-line");
  await expect(line).toHaveCount(1);
  const plus = line.getByRole("button", { name: "Increase quantity" });
  await hoverAndSettle(page, plus);
  expectOptimistic(
    "plus",
    await changeTimes(plus, { "drawer quantity": `${DRAWER} [role="group"]` }),
  );
  await expect(line.getByRole("group", { name: "Quantity" })).toContainText("2");
  await expect(page.getByText("Item updated successfully")).toBeVisible();
  await expect.poll(async () => (await serverCart(page.request))[0]?.quantity).toBe(2);

  await line.getByRole("button", { name: "Decrease quantity" }).click();
  await expect.poll(async () => (await serverCart(page.request))[0]?.quantity).toBe(1);
  const remove = line.getByRole("button", { name: "Remove" });
  await hoverAndSettle(page, remove);
  expectOptimistic("remove", await changeTimes(remove, { "header count": COUNT, drawer: DRAWER }));
  await expect(cartCount(page)).toHaveText("0");
  await expect(drawer.getByTestId("cart-line")).toHaveCount(0);
  await expect(page.getByText("Removed from cart.")).toBeVisible();
  expect(await serverCart(page.request)).toEqual([]);
});

/** From now on, every script the page has not loaded yet arrives `ms` late (the writer's code among them). */
async function holdBackScripts(page: Page, ms: number) {
  await page.route("**/_next/static/chunks/**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

test("a tap on Add with no pointing first (a phone) shows in the header count at once, before the cart code has loaded", async ({
  page,
}) => {
  await openFoodHome(page);
  await expect(cartCount(page)).toHaveText("0");
  await setFaultWith({ mode: "slow", match: CART_WRITES, ms: SLOW_MS });
  // A new guest's cart is known to be empty: the add reads no cart first.
  const cartReads: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/v1/customer/cart/list")) cartReads.push(request.url());
  });
  await holdBackScripts(page, 1000);

  // No hover and no pointer down: the click alone asks for the cart code.
  const addMango = page.getByRole("button", { name: `Add to Cart: ${MANGO.name}` }).first();
  expectOptimistic("first tap", await changeTimes(addMango, { "header count": COUNT }));
  await expect(cartCount(page)).toHaveText("1");
  await expect(page.getByText("Item added to cart")).toBeVisible();
  expect((await serverCart(page.request)).map((line) => [line.item_id, line.quantity])).toEqual([
    [MANGO.id, 1],
  ]);
  expect(cartReads).toEqual([]);

  // A returning guest's fresh page: the card shows the stepper once the cart is read; its plus shows
  // at once too, while the cart code is still on its way.
  await page.unrouteAll({ behavior: "wait" });
  await reloadAndReadCart(page);
  const stepper = page.getByRole("group", { name: "Quantity" }).first();
  await expect(stepper).toContainText("1");
  await holdBackScripts(page, 1000);
  expectOptimistic(
    "first plus",
    await changeTimes(stepper.getByRole("button", { name: "Increase quantity" }), {
      "card quantity": '[role="group"][aria-label="Quantity"]',
    }),
  );
  await expect(stepper).toContainText("2");
  await expect(page.getByText("Item updated successfully")).toBeVisible();
  await expect.poll(async () => (await serverCart(page.request))[0]?.quantity).toBe(2);
  await expect(cartCount(page)).toHaveText("1");
});

test("a second tap, on the stepper that replaced Add before the server answered the add, adds one more", async ({
  page,
}) => {
  await openFoodHome(page);
  await expect(cartCount(page)).toHaveText("0");
  await setFaultWith({ mode: "slow", match: CART_WRITES, ms: SLOW_MS });
  const errors: string[] = [];
  page.on("response", (response) => {
    if (response.url().includes("/api/v1/customer/cart/") && response.status() >= 400)
      errors.push(`${String(response.status())} ${response.url()}`);
  });

  const addMango = page.getByRole("button", { name: `Add to Cart: ${MANGO.name}` }).first();
  await hoverAndSettle(page, addMango);
  await addMango.click();
  const stepper = page.getByRole("group", { name: "Quantity" }).first();
  // The add is still on its way (the API answers 1.5 s late): its line has no server id yet.
  await stepper.getByRole("button", { name: "Increase quantity" }).click();
  await expect(stepper).toContainText("2");
  await expect(cartCount(page)).toHaveText("1");
  await expect(page.getByText("Item updated successfully")).toBeVisible({ timeout: 10_000 });
  expect((await serverCart(page.request)).map((line) => [line.item_id, line.quantity])).toEqual([
    [MANGO.id, 2],
  ]);
  await expect(stepper).toContainText("2");
  expect(errors).toEqual([]);
});

test("two quick plus taps reach the API in the order they were made: the cart ends at the last tap's quantity", async ({
  page,
}) => {
  await openFoodHome(page);
  const addMango = page.getByRole("button", { name: `Add to Cart: ${MANGO.name}` }).first();
  await addMango.click();
  await expect.poll(async () => (await serverCart(page.request))[0]?.quantity).toBe(1);
  const stepper = page.getByRole("group", { name: "Quantity" }).first();
  const plus = stepper.getByRole("button", { name: "Increase quantity" });
  await hoverAndSettle(page, plus);
  // The first update's request is held on its way to the API (a slow network on one request); each
  // update carries the line's new quantity.
  const sent: number[] = [];
  await page.route("**/api/v1/customer/cart/update*", async (route) => {
    const body = route.request().postDataJSON() as { quantity?: number };
    sent.push(body.quantity ?? -1);
    if (sent.length === 1) await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
    await route.continue();
  });
  await plus.click();
  await expect(stepper).toContainText("2");
  await plus.click();
  await expect(stepper).toContainText("3");
  await expect.poll(() => sent.length, { timeout: 10_000 }).toBe(2);
  // Long enough for both answers: the held first update must not land after the second.
  await page.waitForTimeout(SLOW_MS + 1000);
  expect(sent).toEqual([2, 3]);
  expect((await serverCart(page.request)).map((line) => [line.item_id, line.quantity])).toEqual([
    [MANGO.id, 3],
  ]);
  await expect(stepper).toContainText("3");
  await expect(cartCount(page)).toHaveText("1");
});

test("a refused add shows at once, then rolls back with the server's message while the API answers slowly", async ({
  page,
}) => {
  await openFoodHome(page);
  // With its guest id, the page reads the (empty) cart it knows once loaded.
  await reloadAndReadCart(page);
  await expect(cartCount(page)).toHaveText("0");
  // Behind the page's back (another tab) the cart gets Mango ×10, its maximum: the page still shows an
  // empty cart, and the server refuses its add of the same item.
  const filled = await page.request.post("/api/v1/customer/cart/add", {
    data: { item_id: MANGO.id, model: "Item", price: MANGO.price, quantity: 10 },
    headers: { origin: WEB_URL },
  });
  expect(filled.ok()).toBe(true);
  await setFaultWith({ mode: "slow", match: CART_WRITES, ms: SLOW_MS });

  const addMango = page.getByRole("button", { name: `Add to Cart: ${MANGO.name}` }).first();
  await hoverAndSettle(page, addMango);
  await page.evaluate((selector) => {
    const count = document.querySelector(selector);
    const seen: string[] = [];
    if (count)
      new MutationObserver(() => seen.push(count.textContent)).observe(count, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    (window as unknown as { cartCounts: string[] }).cartCounts = seen;
  }, COUNT);
  expectOptimistic("refused add", await changeTimes(addMango, { "header count": COUNT }));
  await expect(page.getByText("Item already exists in the cart.")).toBeVisible();
  // Shown at once, put back on the refusal, then the server's cart (Mango ×10) read again.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { cartCounts: string[] }).cartCounts))
    .toEqual(["1", "0", "1"]);
  expect((await serverCart(page.request)).map((line) => [line.item_id, line.quantity])).toEqual([
    [MANGO.id, 10],
  ]);
});

test("Clear Cart whose add is refused and whose old lines cannot be put back says so and shows the server's cart", async ({
  page,
}) => {
  await openFoodHome(page);
  // A line of Beef Pho (store 32); Mango is of store 35.
  const added = await page.request.post("/api/v1/customer/cart/add", {
    data: {
      item_id: 456,
      model: "Item",
      price: 13.31,
      quantity: 1,
      variation: [{ name: "Spice level", values: { label: ["Hot"] } }],
    },
    headers: { origin: WEB_URL },
  });
  expect(added.ok()).toBe(true);
  await page.reload();
  await expect(cartCount(page)).toHaveText("1");

  // From here every add fails (the API unreachable for adds); clearing still works.
  await setFault("503", "^/api/v1/customer/cart/add");
  await page
    .getByRole("button", { name: `Add to Cart: ${MANGO.name}` })
    .first()
    .click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Clear Cart" }).click();
  await expect(
    page.getByText(
      "Your previous items could not be put back in the cart. The cart shows what is saved now.",
    ),
  ).toBeVisible();
  await expect(
    page.getByText("Your cart has been cleared successfully. And selected item added to the cart."),
  ).toHaveCount(0);
  // The server's cart: cleared, nothing added.
  expect(await serverCart(page.request)).toEqual([]);
  await expect(cartCount(page)).toHaveText("0");
  await page.getByTestId("cart-link").first().click();
  await expect(page.getByTestId("cart-drawer").getByText("Your cart is empty")).toBeVisible();
});

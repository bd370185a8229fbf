import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";

import { refuseNextAdd } from "./cart-support";
import { cancelThroughApi, placeOrder } from "./orders-support";
import { newCustomer } from "./sign-in";
import { saveLocation, WEB_URL } from "./support";
import { expect, test } from "./test";

/**
 * The cart's rules (issue 15 §5, §6) as a customer meets them: a guest's cart joins the account at
 * sign-in, a quantity the server refuses for stock returns to the last accepted one with the server's
 * message, the cart is kept per module across a switch, and a refused add after Clear Cart gives the
 * old cart back. Demo seed, Old Town (zone 1).
 */

const write = { origin: WEB_URL };
const API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? "4100"}`;
// Golden Crust Bakery (grocery, store 7): Oat Milk 1L and Pretzel Rolls (no variations, no cart limit).
const OAT_MILK = { id: 90, name: "Oat Milk 1L" };
const PRETZELS = { id: 98, name: "Pretzel Rolls" };
// Food (module 4): Beef Pho (store 32) and Mango Shaved Ice (store 35).
const PHO = { id: 456, name: "Beef Pho", price: 13.31 };
const MANGO = { id: 510, name: "Mango Shaved Ice" };

test.describe.configure({ timeout: 120_000 });

const cartCount = (page: Page) => page.getByTestId("cart-count").first();

async function serverLines(request: APIRequestContext) {
  const answer = await request.get(`${WEB_URL}/api/v1/customer/cart/list`, { headers: write });
  expect(answer.status()).toBe(200);
  const lines = (await answer.json()) as { item_id: number; quantity: number }[];
  return lines.map((line) => [line.item_id, line.quantity]);
}

/** The item as the API answers it now: price and stock. */
async function liveItem(request: APIRequestContext, id: number, moduleId: number) {
  const answer = await request.get(`${API_URL}/api/v1/items/details/${String(id)}`, {
    headers: { moduleId: String(moduleId), zoneId: "[1]" },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as { price: number; stock: number };
}

/** A guest on the module's home (its guest id in place), with `item` in the cart. */
async function guestWith(
  page: Page,
  module: { moduleId: number; moduleType: string },
  line: Record<string, unknown>,
) {
  await saveLocation(page.context(), module);
  await page.goto("/home");
  await expect
    .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === "guest_id"))
    .toBe(true);
  const added = await page.request.post("/api/v1/customer/cart/add", {
    data: { model: "Item", quantity: 1, ...line },
    headers: write,
  });
  expect(added.status(), await added.text()).toBe(200);
  await page.reload();
  await expect(cartCount(page)).toHaveText("1");
}

async function openDrawer(page: Page) {
  await page.getByTestId("cart-link").first().click();
  const drawer = page.getByTestId("cart-drawer");
  await expect(drawer.getByRole("heading", { name: "Shopping Cart" })).toBeVisible();
  return drawer;
}

test("a guest's cart joins the account at sign-in: the line stays and the header counts it", async ({
  page,
  request,
}) => {
  const account = await newCustomer(request, "merge");
  const oat = await liveItem(request, OAT_MILK.id, 1);
  await guestWith(
    page,
    { moduleId: 1, moduleType: "grocery" },
    {
      item_id: OAT_MILK.id,
      price: oat.price,
      quantity: 2,
    },
  );

  await page.goto("/home?auth=sign-in");
  const modal = page.getByRole("dialog", { name: "Sign In" });
  await modal.getByLabel("Email or phone").fill(account.email);
  await modal.getByRole("textbox", { name: "Password", exact: true }).fill(account.password);
  await modal.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Sign in successfully.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Profile" })).toBeVisible();

  // The account's cart now holds the guest's line, and the header says so without a reload.
  await expect(cartCount(page)).toHaveText("1");
  expect(await serverLines(page.request)).toEqual([[OAT_MILK.id, 2]]);
  const drawer = await openDrawer(page);
  await expect(drawer.getByTestId("cart-line")).toHaveCount(1);
  await expect(drawer.getByTestId("cart-line")).toContainText(OAT_MILK.name);
  await page.reload();
  await expect(cartCount(page)).toHaveText("1");
});

test("a quantity the server refuses for stock returns to the last accepted one, with the server's message", async ({
  page,
  browser,
  request,
}) => {
  const pretzels = await liveItem(request, PRETZELS.id, 1);
  await guestWith(
    page,
    { moduleId: 1, moduleType: "grocery" },
    {
      item_id: PRETZELS.id,
      price: pretzels.price,
    },
  );
  const drawer = await openDrawer(page);
  const line = drawer.getByTestId("cart-line");
  await expect(line.getByRole("group", { name: "Quantity" })).toContainText("1");

  // Meanwhile another customer buys all but one: the page still knows the old stock.
  const other: BrowserContext = await browser.newContext();
  let orderId: number | null = null;
  try {
    const buyer = await newCustomer(request, "stock");
    await saveLocation(other, { moduleId: 1, moduleType: "grocery" });
    const login = await other.request.post(`${WEB_URL}/api/v1/auth/login`, {
      data: {
        login_type: "manual",
        field_type: "email",
        email_or_phone: buyer.email,
        password: buyer.password,
      },
      headers: write,
    });
    expect(login.status()).toBe(200);
    orderId = await placeOrder(other.request, [
      { item_id: PRETZELS.id, price: pretzels.price, quantity: pretzels.stock - 1 },
    ]);
    expect((await liveItem(request, PRETZELS.id, 1)).stock).toBe(1);

    // One more: drawn at once, refused by the server ('Out of Stock'), back to 1.
    const refused = page.waitForResponse(
      (response) => response.url().includes("/customer/cart/update") && response.status() === 403,
    );
    await line.getByRole("button", { name: "Increase quantity" }).click();
    await refused;
    await expect(page.getByText("Out of Stock").first()).toBeVisible();
    await expect(line.getByRole("group", { name: "Quantity" })).toContainText("1");
    await expect(cartCount(page)).toHaveText("1");
    expect(await serverLines(page.request)).toEqual([[PRETZELS.id, 1]]);
  } finally {
    // The stock goes back for the other tests.
    if (orderId !== null) await cancelThroughApi(other.request, orderId);
    await other.close();
  }
});

test("the cart stays with its module: food shows its own cart, back in grocery the line is there", async ({
  page,
  request,
}) => {
  const oat = await liveItem(request, OAT_MILK.id, 1);
  await guestWith(
    page,
    { moduleId: 1, moduleType: "grocery" },
    {
      item_id: OAT_MILK.id,
      price: oat.price,
    },
  );
  const modules = page.getByRole("navigation", { name: "Modules in your zone" });

  await modules.getByRole("button", { name: "Food" }).click();
  await expect(page.getByTestId("module-headline")).toHaveText("FIND YOUR HAPPINESS");
  await expect(cartCount(page)).toHaveText("0");

  await modules.getByRole("button", { name: "Grocery" }).click();
  await expect(page.getByTestId("module-headline")).toHaveText("Fresh Item that deserve to eat");
  await expect(cartCount(page)).toHaveText("1");
  const drawer = await openDrawer(page);
  await expect(drawer.getByTestId("cart-line")).toContainText(OAT_MILK.name);
});

test("when the add after Clear Cart is refused, the previous cart comes back and the server's message shows", async ({
  page,
}) => {
  await guestWith(
    page,
    { moduleId: 4, moduleType: "food" },
    {
      item_id: PHO.id,
      price: PHO.price,
      variation: [{ name: "Spice level", values: { label: ["Hot"] } }],
    },
  );
  // The server refuses the one add that follows Clear Cart (the API's own refusal answer).
  await refuseNextAdd(page);
  await page
    .getByRole("button", { name: `Add to Cart: ${MANGO.name}` })
    .first()
    .click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Clear Cart" }).click();

  await expect(page.getByText("Out of Stock").first()).toBeVisible();
  await expect(
    page.getByText("Your cart has been cleared successfully. And selected item added to the cart."),
  ).toHaveCount(0);
  // The old line is back, on the server and in the header and drawer.
  await expect.poll(() => serverLines(page.request)).toEqual([[PHO.id, 1]]);
  await expect(cartCount(page)).toHaveText("1");
  const drawer = await openDrawer(page);
  await expect(drawer.getByTestId("cart-line")).toContainText(PHO.name);
  await expect(drawer.getByTestId("cart-line-options")).toContainText("Hot");
});

import type { APIRequestContext, Page } from "@playwright/test";

import type { CartAddBody, Item } from "@marketplace/api-client";
import { itemSchema, wireArray } from "@marketplace/api-client";
import {
  buyNowHref,
  buyNowLine,
  cartAddBody,
  defaultVariationType,
  formatMoney,
  toCartLineView,
} from "@marketplace/domain";

import { cartLines, clearCart, signedInCustomer } from "./orders-support";
import { signIn } from "./sign-in";
import { saveLocation, WEB_URL } from "./support";
import { expect, test } from "./test";

/**
 * Buy Now and Order Now (issues 15.1 / 17.1) in the grocery module, Old Town: Buy Now from the product
 * page orders one line at the item's price through `/checkout?page=buy_now` and leaves the cart as it
 * was; a link whose price was tampered with shows (and orders at) the real price; a broken or oversized
 * line is unavailable; a guest on an Order Now checkout gets a sign-in panel (no redirect loop).
 */

const usd = { symbol: "$", direction: "left", digits: 2 } as const;
// Sourdough Loaf (item 95, grocery, Old Town).
const SOURDOUGH = { id: 95, name: "Sourdough Loaf", price: 3.74 };
const json = { accept: "application/json", origin: WEB_URL };

test.describe.configure({ timeout: 120_000 });

async function addToCart(request: APIRequestContext, quantity: number) {
  const added = await request.post(`${WEB_URL}/api/v1/customer/cart/add`, {
    data: { item_id: SOURDOUGH.id, model: "Item", price: SOURDOUGH.price, quantity },
    headers: json,
  });
  expect(added.ok(), await added.text()).toBe(true);
}

async function itemDetails(request: APIRequestContext, id: number): Promise<Item> {
  const answer = await request.get(`${WEB_URL}/api/v1/items/details/${String(id)}`, {
    headers: json,
  });
  expect(answer.ok()).toBe(true);
  return itemSchema.parse(await answer.json());
}

/** The line's price as the domain computes it from the item the API serves. */
function realLinePrice(item: Item, body: CartAddBody): string {
  const outcome = buyNowLine(item, body, usd.digits);
  if (outcome.code !== "ok") throw new Error(`the line is refused: ${outcome.code}`);
  return formatMoney(toCartLineView(outcome.line, usd.digits).totalPrice, usd);
}

/** Places with cash on delivery and answers the order id and the total the page showed. */
async function placeCashOrder(page: Page): Promise<{ orderId: number; shown: number }> {
  await page.getByTestId("checkout-payment").getByLabel("Cash on delivery").check();
  const shown = Number(
    ((await page.getByTestId("checkout-total").textContent()) ?? "").replace(/[^\d.]/g, ""),
  );
  const answer = page.waitForResponse((response) =>
    response.url().includes("/customer/order/place"),
  );
  await page.getByTestId("checkout-place").click();
  const response = await answer;
  expect(response.status(), await response.text()).toBe(200);
  const placed = (await response.json()) as { order_id: number };
  return { orderId: placed.order_id, shown };
}

interface OrderDetail {
  item_id?: number | null;
  quantity?: number;
  order_amount?: number;
  order?: { order_amount?: number };
}

async function orderDetails(request: APIRequestContext, orderId: number): Promise<OrderDetail[]> {
  const answer = await request.get(
    `${WEB_URL}/api/v1/customer/order/details?order_id=${String(orderId)}`,
    { headers: json },
  );
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as OrderDetail[] | OrderDetail;
  return Array.isArray(body) ? body : [body];
}

async function orderAmount(request: APIRequestContext, orderId: number): Promise<number> {
  const answer = await request.get(
    `${WEB_URL}/api/v1/customer/order/track?order_id=${String(orderId)}`,
    { headers: json },
  );
  expect(answer.ok()).toBe(true);
  return Number(((await answer.json()) as { order_amount: number | string }).order_amount);
}

test("Buy Now on the product page: the one line at the item's price, ordered; the cart is unchanged", async ({
  page,
  context,
}) => {
  await signedInCustomer(context);
  await clearCart(context.request);
  await addToCart(context.request, 2);
  const before = await cartLines(context.request);
  expect(before).toEqual([{ item_id: SOURDOUGH.id, quantity: 2 }]);

  await page.goto(`/product/${String(SOURDOUGH.id)}`);
  const buyNow = page.getByTestId("item-buy-now");
  await expect(buyNow).toHaveText("Buy Now");
  // The page starts from the cart's line (2): one more makes 3.
  await page.getByRole("button", { name: "Increase quantity" }).first().click();
  const itemTotal = (await page.getByTestId("item-total").textContent()) ?? "";
  await buyNow.click();
  await page.waitForURL(/\/checkout\?page=buy_now&line=/);

  const line = page.getByTestId("checkout-lines");
  await expect(line.getByTestId("checkout-line-name")).toHaveText(SOURDOUGH.name);
  await expect(line.getByTestId("checkout-line-quantity")).toHaveText("Quantity: 3");
  await expect(line.getByTestId("checkout-line-price")).toHaveText(itemTotal);

  const { orderId, shown } = await placeCashOrder(page);
  await page.waitForURL(/page=my-orders/);
  expect(await orderAmount(context.request, orderId)).toBeCloseTo(shown, 2);
  const details = await orderDetails(context.request, orderId);
  expect(details.map((detail) => [detail.item_id, detail.quantity])).toEqual([[SOURDOUGH.id, 3]]);
  // The customer's own cart is as it was before the order.
  expect(await cartLines(context.request)).toEqual(before);
});

test("a tampered price in the link shows and orders the real price", async ({ page, context }) => {
  await signedInCustomer(context);
  await clearCart(context.request);
  // Three loaves (two would be below the bakery's minimum order at the real price).
  const tampered = { item_id: SOURDOUGH.id, model: "Item" as const, price: 0.01, quantity: 3 };
  const real = realLinePrice(await itemDetails(context.request, SOURDOUGH.id), tampered);
  expect(real).not.toBe("$0.03");

  await page.goto(buyNowHref("buy_now", tampered));
  await expect(page.getByTestId("checkout-line-price")).toHaveText(real);
  await expect(page.getByTestId("checkout-lines")).not.toContainText("$0.01");
  const { orderId, shown } = await placeCashOrder(page);
  expect(shown).toBeGreaterThan(Number(real.replace(/[^\d.]/g, "")) - 0.005);
  expect(await orderAmount(context.request, orderId)).toBeCloseTo(shown, 2);
  expect(await cartLines(context.request)).toEqual([]);
});

test("a broken, foreign or oversized line is unavailable, without an error page", async ({
  page,
  context,
}) => {
  await signedInCustomer(context);
  const unavailable = "This item is not available to order now.";
  const lines = [
    "{not json",
    JSON.stringify({ item_id: SOURDOUGH.id, model: "ItemCampaign", price: 1, quantity: 1 }),
    JSON.stringify({ item_id: 99_999_999, model: "Item", price: 1, quantity: 1 }),
    JSON.stringify({ item_id: SOURDOUGH.id, model: "Item", price: 1, quantity: 100_000 }),
    JSON.stringify({
      item_id: SOURDOUGH.id,
      model: "Item",
      price: 1,
      quantity: 1,
      variation: [{ type: "x".repeat(2100) }],
    }),
  ];
  for (const line of lines) {
    const response = await page.goto(`/checkout?page=buy_now&line=${encodeURIComponent(line)}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId("checkout-line-unavailable")).toContainText(unavailable);
  }
});

test("a guest on an Order Now checkout gets a sign-in panel (no redirect loop), then the line once signed in", async ({
  page,
  context,
}) => {
  await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
  await page.goto("/home");
  const answer = await context.request.get(`${WEB_URL}/api/v1/campaigns/item`, { headers: json });
  expect(answer.ok()).toBe(true);
  const campaigns = wireArray(itemSchema).parse(await answer.json());
  const campaign = campaigns[0];
  if (!campaign) throw new Error("the grocery module serves no campaign item");
  const body = cartAddBody(
    campaign,
    { quantity: 1, variationType: defaultVariationType(campaign.variations) },
    usd.digits,
  );
  const href = buyNowHref("campaign", body);

  const response = await page.goto(href);
  expect(response?.status()).toBe(200);
  expect(page.url()).toBe(`${WEB_URL}${href}`);
  const panel = page.getByTestId("checkout-sign-in");
  await expect(panel.getByText("You must be login to access this page.")).toBeVisible();
  const link = panel.getByRole("link", { name: "Sign in" });
  await expect(link).toHaveAttribute("href", `${href}&auth=sign-in`);
  await link.click();
  await expect(page.getByTestId("auth-modal")).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\?page=campaign&line=.*&auth=sign-in$/);
  await expect(panel).toBeVisible();

  await signIn(page);
  await page.goto(href);
  await expect(page.getByTestId("checkout-line-name")).toHaveText(campaign.name ?? "");
  await expect(page.getByTestId("checkout-line-price")).toHaveText(realLinePrice(campaign, body));
});

test("a guest's Buy Now opens the guest prompt on the one-line checkout (guest checkout is on)", async ({
  page,
  context,
}) => {
  await saveLocation(context, { moduleId: 1, moduleType: "grocery" });
  await page.goto(`/product/${String(SOURDOUGH.id)}`);
  await page.getByTestId("item-buy-now").click();
  await page.waitForURL(/\/checkout\?page=buy_now&line=.*&prompt=guest$/);
  const prompt = page.getByTestId("guest-prompt");
  await expect(prompt.getByText("Do you want to login or continue as a guest?")).toBeVisible();
  await prompt.getByRole("button", { name: "Guest" }).click();
  await expect(prompt).toBeHidden();
  await page.waitForURL(/\/checkout\?page=buy_now&line=[^&]*$/);
  await expect(page.getByTestId("checkout-line-name")).toHaveText(SOURDOUGH.name);
  await expect(page.getByTestId("checkout-line-quantity")).toHaveText("Quantity: 1");
  await expect(page.getByTestId("checkout-place")).toBeDisabled();
});

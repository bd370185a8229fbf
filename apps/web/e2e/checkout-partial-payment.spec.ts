import type { Page } from "@playwright/test";

import { browserOnApiClock } from "./api-clock";
import { LOOKS } from "./axe";
import { newCustomer, signInAs } from "./sign-in";
import { saveLocation, WEB_URL } from "./support";
import { expect, test } from "./test";

/**
 * A partial wallet payment at checkout (config `partial_payment_status` 1, `partial_payment_method`
 * "both"): a new customer tops the wallet up by 5.00 through the demo gateway, orders more than that
 * from store 35 (food, Old Town), and pays the wallet's whole balance with the rest by cash on delivery.
 * The order is scheduled for later, so it stays pending (the e2e API moves others on every 4 s) and can
 * be canceled: the wallet part goes back to the wallet.
 */

const API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? "4100"}`;
// Mango Shaved Ice (store 35): no variations, 4.50.
const MANGO = { id: 510, price: 4.5 };
const TOP_UP = 5; // shown as $5.00
const json = { accept: "application/json" };

test.describe.configure({ timeout: 120_000 });

const amountOf = (text: string | null) => Number((text ?? "").replace(/[^\d.]/g, ""));

async function walletBalance(page: Page): Promise<number> {
  const info = await page.request.get("/api/v1/customer/info", { headers: json });
  expect(info.ok()).toBe(true);
  return Number(((await info.json()) as { wallet_balance: number | string }).wallet_balance);
}

/** A new customer, signed in, with 5.00 in the wallet (demo add-fund, no bonus under 50) and 3 mangoes. */
async function customerWithSmallWallet(page: Page, look: { theme?: string; language?: string }) {
  await saveLocation(page.context(), { moduleId: 4, moduleType: "food", ...look });
  const account = await newCustomer(page.request, "partial");
  await page.goto("/home");
  expect(await signInAs(page, account.email, account.password)).toBe(200);
  // A new customer's wallet starts empty.
  expect(await walletBalance(page)).toBe(0);
  const link = await page.evaluate(async (amount) => {
    const response = await fetch("/api/v1/customer/wallet/add-fund", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ amount, payment_method: "stripe" }),
    });
    return ((await response.json()) as { redirect_link: string }).redirect_link;
  }, TOP_UP);
  const payment = new URL(link).searchParams.get("payment") ?? "";
  const paid = await page.request.post(`${API_URL}/payment/wallet-demo`, {
    form: { payment, outcome: "success" },
  });
  expect(paid.ok()).toBe(true);
  expect(await walletBalance(page)).toBeCloseTo(TOP_UP, 2);
  const added = await page.request.post("/api/v1/customer/cart/add", {
    data: { item_id: MANGO.id, model: "Item", price: MANGO.price, quantity: 3 },
    headers: { origin: WEB_URL },
  });
  expect(added.ok(), await added.text()).toBe(true);
  return TOP_UP;
}

async function choosePartial(page: Page) {
  await page.goto("/checkout?page=cart");
  const partial = page.getByTestId("checkout-partial-payment");
  await expect(partial).toBeVisible();
  await partial.check();
  // By value: the looks run in Arabic too.
  await page.getByTestId("checkout-payment").locator("input[value='cash_on_delivery']").check();
  await expect(page.getByTestId("checkout-due-payment")).toBeVisible();
}

test("a wallet below the total pays its whole balance; the rest is due by cash on delivery; cancel refunds the wallet part", async ({
  page,
}) => {
  const balance = await customerWithSmallWallet(page, {});
  // The order is scheduled: the browser's slots must be times the API's clock accepts.
  await browserOnApiClock(page);
  await page.goto("/checkout?page=cart");
  const payment = page.getByTestId("checkout-payment");
  // The wallet alone cannot pay: its choice is there but disabled, and the partial payment is offered.
  await expect(payment.getByLabel("Wallet")).toBeDisabled();
  const partial = page.getByTestId("checkout-partial-payment");
  await expect(page.getByText("$5.00 from the wallet now.")).toBeVisible();
  await expect(page.getByTestId("checkout-paid-by-wallet")).toHaveCount(0);
  await partial.check();
  // The rest: any method but the wallet ("both" allows cash on delivery and the digital gateway).
  await expect(payment.getByLabel("Wallet")).toHaveCount(0);
  await expect(payment.getByLabel("Cash on delivery")).toBeEnabled();
  await expect(payment.getByLabel("Digital payment")).toBeEnabled();
  await payment.getByLabel("Cash on delivery").check();
  // Scheduled for later: it stays pending, so it can be canceled below.
  await page.getByTestId("checkout-schedule").getByLabel("Schedule later").check();

  const total = amountOf(await page.getByTestId("checkout-total").textContent());
  expect(total).toBeGreaterThan(balance);
  await expect(page.getByTestId("checkout-paid-by-wallet")).toHaveText("- $5.00");
  const due = amountOf(await page.getByTestId("checkout-due-payment").textContent());
  expect(due).toBeCloseTo(total - balance, 2);
  const summary = page.getByRole("region", { name: "Order summary" });
  await expect(summary.getByText("Paid by wallet")).toBeVisible();
  await expect(summary.getByText("Due payment")).toBeVisible();

  const answer = page.waitForResponse((response) =>
    response.url().includes("/customer/order/place"),
  );
  await page.getByTestId("checkout-place").click();
  expect((await answer).status()).toBe(200);
  await page.waitForURL(/\/profile\?page=my-orders&orderId=\d+&from=checkout/);
  const orderId = Number(new URL(page.url()).searchParams.get("orderId"));

  const running = await page.request.get(
    "/api/v1/customer/order/running-orders?limit=10&offset=1",
    {
      headers: json,
    },
  );
  expect(running.ok()).toBe(true);
  const { orders } = (await running.json()) as {
    orders: {
      id: number;
      order_amount: number;
      partially_paid_amount: number;
      payment_method: string;
      order_status: string;
    }[];
  };
  const order = orders.find((row) => row.id === orderId);
  expect(order).toBeDefined();
  expect(Number(order?.order_amount)).toBeCloseTo(total, 2);
  expect(Number(order?.partially_paid_amount)).toBeCloseTo(balance, 2);
  expect(order?.order_status).toBe("pending");
  // Reported as upstream does: a partial payment, the wallet's part paid and the rest due in cash.
  expect(order?.payment_method).toBe("partial_payment");
  expect(await walletBalance(page)).toBe(0);
  await expect(page.getByTestId("payment-method")).toHaveText("Partial payment");
  const parts = page.getByTestId("payment-part");
  await expect(parts).toHaveCount(2);
  await expect(parts.first()).toHaveText("$5.00 (Paid)");
  expect(amountOf(await parts.last().textContent())).toBeCloseTo(due, 2);
  await expect(parts.last()).toContainText("(Unpaid)");

  // Canceled while pending: the wallet part comes back.
  await page.getByRole("button", { name: "Cancel order" }).click();
  const dialog = page.getByRole("dialog", { name: "What's Wrong With This Order?" });
  await dialog.getByRole("radio", { name: "I ordered by mistake" }).check();
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Order canceled successfully")).toBeVisible();
  await expect(page.getByTestId("order-status")).toHaveText("Canceled");
  expect(await walletBalance(page)).toBeCloseTo(balance, 2);
});

for (const look of LOOKS) {
  test(`looks: checkout with the partial payment lines, ${look.theme}, ${look.language}`, async ({
    page,
  }) => {
    await customerWithSmallWallet(page, look);
    for (const size of [
      { width: 412, height: 823 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(size);
      await choosePartial(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      const name = `partial-${look.theme}-${look.language}-${String(size.width)}`;
      await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
      // Close-ups: the partial payment choice with the methods, and the totals panel.
      await page.getByTestId("checkout-partial-payment").scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`${name}-payment.png`) });
      await page
        .getByRole("region", { name: look.language === "ar" ? /./ : "Order summary" })
        .filter({ has: page.getByTestId("checkout-due-payment") })
        .screenshot({ path: test.info().outputPath(`${name}-totals.png`) });
    }
  });
}
